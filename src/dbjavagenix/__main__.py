from dbjavagenix.cli import main

main()
