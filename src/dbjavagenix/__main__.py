from dbjavagenix.cli import run

run()
