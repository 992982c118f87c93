"""Writes outside the project, into genix's own state, through links, into folders in the way,
with names the file system refuses, on a full or read-only disk, into a damaged state: each a
located message, its exit code, and every file as it was (or, after a build that got going,
rolled back)."""

from __future__ import annotations

import errno
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.hostile.harness import Project, same

JAVA = "out/src/main/java/com/example/demo"


@pytest.fixture
def built(proj: Project) -> Project:
    proj.config()
    proj.genix("build").expect(0)
    return proj


def _refused(proj: Project, code: int, *fragments: str, cmds: tuple[str, ...] = ("build",)) -> None:
    before = proj.tree()
    for cmd in cmds:
        proj.genix(cmd).expect(code, "error: ", *fragments)
    same(before, proj.tree())


# -- genix's own state ---------------------------------------------------------------------


def test_state_folder_is_a_symlink(proj: Project, tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (proj.root / "out").mkdir()
    (proj.root / "out/.genix").symlink_to(elsewhere)
    proj.config()
    _refused(proj, 2, ".genix is a symbolic link", "only in a real folder", cmds=("build", "plan", "check"))
    assert list(elsewhere.iterdir()) == []  # no lock, manifest, base or backup landed there


def test_state_file_is_a_symlink(built: Project, tmp_path: Path) -> None:
    target = tmp_path / "foreign.json"
    target.write_text("{}", encoding="utf-8")
    manifest = built.root / "out/.genix/project.jsonl"
    manifest.unlink()
    manifest.symlink_to(target)
    _refused(built, 2, ".genix/project.jsonl is a symbolic link", cmds=("build", "plan"))
    assert target.read_text(encoding="utf-8") == "{}"


@pytest.mark.parametrize(
    "path", [".genix/{class_name}.java", ".GENIX/x/{class_name}.java", "./.genix/{class_name}.java"]
)
def test_layer_path_into_the_state_folder(proj: Project, path: str) -> None:
    proj.config(f'[layers.entity]\npath = "{path}"\n')
    _refused(proj, 2, "layers.entity.path: output path", "lands in .genix/")


@pytest.mark.parametrize(
    "damage",
    [
        b'{"genix_state": 3, "files": [',
        b"\x00\x00\x00garbage",
        b"\xff\xfe not utf-8",
        b"",
        b"[1, 2]\n",
        b"null\n",
    ],
)
def test_damaged_manifest_is_stale_with_one_warning(built: Project, damage: bytes) -> None:
    """A damaged project state file: one located warning, its records ignored (files whose bytes
    are genix's render are taken up again), the next build writes it again; never exit 70."""
    state = built.root / "out/.genix/project.jsonl"
    state.write_bytes(damage)
    before = {p: b for p, b in built.tree("out").items() if not p.startswith(".genix")}
    for cmd in ("plan", "check"):
        run = built.genix(cmd)
        assert run.code in (0, 1) and "Traceback" not in run.text, run.text
        assert run.text.count("genix's state file is damaged") == 1, run.text
        assert "project.jsonl" in run.text
    built.genix("build").expect(0, "warning: ", "project.jsonl", "state file is damaged")
    after = {p: b for p, b in built.tree("out").items() if not p.startswith(".genix")}
    assert after == before  # nothing overwritten or deleted
    assert state.read_bytes().startswith(b'{"genix_state": 3')  # written again
    run = built.genix("build").expect(0)
    assert "damaged" not in run.text


def test_damaged_table_state_ignores_the_bad_lines_only(built: Project) -> None:
    state = built.root / "out/.genix/tables/users.jsonl"
    lines = state.read_text(encoding="utf-8").splitlines()
    state.write_text("\n".join([lines[0], "this line is garbage", *lines[1:]]) + "\n", encoding="utf-8")
    built.sql("ALTER TABLE users ADD COLUMN extra TEXT;")
    run = built.genix("check")
    assert run.code == 1 and "Traceback" not in run.text, run.text
    assert "out/.genix/tables/users.jsonl:2: " in run.text and "1 line(s) that cannot be read" in run.text
    built.genix("build").expect(0, "state file is damaged")
    assert "extra" in (built.root / f"{JAVA}/entity/Users.java").read_text(encoding="utf-8")
    assert "garbage" not in state.read_text(encoding="utf-8")
    built.genix("check").expect(0)


def test_truncated_table_state(built: Project) -> None:
    state = built.root / "out/.genix/tables/users.jsonl"
    data = state.read_bytes()
    state.write_bytes(data[: len(data) * 2 // 3])  # cut inside a line
    run = built.genix("build")
    assert run.code in (0, 1) and "Traceback" not in run.text, run.text
    assert run.text.count("state file is damaged") == 1, run.text
    built.genix("check").expect(0)


def test_damaged_merge_base_is_never_trusted(built: Project) -> None:
    """A committed merge base whose bytes no longer match its hash counts as missing: the edited
    file comes up as a conflict instead of a merge against the wrong text."""
    entity = built.root / f"{JAVA}/entity/Users.java"
    text = entity.read_text(encoding="utf-8")
    entity.write_text(text[: text.rindex("}")] + "    // mine\n}\n", encoding="utf-8")
    built.genix("build").expect(0)  # records the edit: its base is committed
    bases = [p for p in (built.root / "out/.genix/bases").rglob("*") if p.is_file()]
    assert len(bases) == 1
    bases[0].write_bytes(b"not what genix rendered\n")
    (built.root / "out/.genix/local/renders").unlink()  # nor a local copy
    built.sql("ALTER TABLE users ADD COLUMN extra TEXT;")
    built.genix("build").expect(1, "conflict", "Users.java", "cannot merge")
    now = entity.read_text(encoding="utf-8")
    assert "// mine" in now and "extra" not in now


def test_output_is_a_file(proj: Project) -> None:
    proj.write("out", "I am a file\n")
    proj.config()
    _refused(proj, 2, "project.output", "is a file, not a folder", cmds=("build", "plan", "check"))


# -- links and things in the way -------------------------------------------------------------


def _in_the_way(kind: str, root: Path, rel: str, outside: Path) -> list[str]:
    """Put something of ``kind`` in the way of the generated file ``rel``; the files it blocks."""
    target = root / rel
    if kind == "link to a copy":
        outside.write_bytes(target.read_bytes() if target.exists() else b"mine\n")
        target.unlink(missing_ok=True)
        target.symlink_to(outside)
        return [rel]
    if kind == "dangling link":
        target.unlink(missing_ok=True)
        target.symlink_to(outside / "nowhere")
        return [rel]
    if kind == "folder":
        target.unlink(missing_ok=True)
        (target / "inner").mkdir(parents=True)
        return [rel]
    if kind == "fifo":
        target.unlink(missing_ok=True)
        os.mkfifo(target)
        return [rel]
    folder = target.parent
    blocked = [str((folder / n).relative_to(root)) for n in ("Orders.java", "Users.java")]
    if kind == "linked folder":
        outside.mkdir()
        for n in os.listdir(folder):
            os.rename(folder / n, outside / n)
        folder.rmdir()
        folder.symlink_to(outside)
        return blocked
    assert kind == "file where a folder goes"
    for n in os.listdir(folder):
        (folder / n).unlink()
    folder.rmdir()
    folder.write_text("not a folder\n", encoding="utf-8")
    return blocked


IN_THE_WAY = (
    "link to a copy",
    "dangling link",
    "folder",
    "fifo",
    "linked folder",
    "file where a folder goes",
)


@pytest.mark.parametrize("kind", IN_THE_WAY)
@pytest.mark.parametrize("first_build", [False, True], ids=["rebuild", "first-build"])
def test_something_in_the_way_of_one_file_skips_only_that_file(
    proj: Project, tmp_path: Path, kind: str, first_build: bool
) -> None:
    """A link, a folder, a FIFO in place of a generated file (or a link or file in place of its
    folder): those files are skipped and reported, located, in the one report; every other file
    is written; nothing outside the output root changes; check fails until it is moved."""
    import json

    proj.config()
    proj.genix("build").expect(0)
    rel = "src/main/java/com/example/demo/entity/Users.java"
    out = proj.root / "out"
    if first_build:
        import shutil

        shutil.rmtree(out)
        (out / rel).parent.mkdir(parents=True)
    blocked = _in_the_way(kind, out, rel, tmp_path / "outside")
    outside_before = {p.name: p.read_bytes() for p in tmp_path.glob("outside*") if p.is_file()}
    proj.sql("ALTER TABLE users ADD COLUMN extra TEXT; ALTER TABLE orders ADD COLUMN extra TEXT;")
    run = proj.genix("build", "--json")
    assert run.code == 0 and "Traceback" not in run.text, run.text
    report = json.loads(run.stdout)
    skipped = {f["path"]: f for f in report["files"] if f["verb"] == "skip"}
    assert set(blocked) <= set(skipped), (blocked, skipped)
    for b in blocked:
        assert skipped[b]["status"] == "conflict" and skipped[b]["reason"].startswith("skipped: ")
    messages = [w["message"] for w in report["warnings"]]
    assert sum("only this file is left out" in m for m in messages) == len(blocked), messages
    assert all(w["file"] for w in report["warnings"] if "only this file" in w["message"])
    # the other table's files were written
    assert "extra" in (out / "src/main/resources/mapper/OrdersMapper.xml").read_text(encoding="utf-8")
    assert {p.name: p.read_bytes() for p in tmp_path.glob("outside*") if p.is_file()} == outside_before
    if (tmp_path / "outside").is_dir():
        assert all(b"extra" not in p.read_bytes() for p in (tmp_path / "outside").iterdir())
    text = proj.genix("build")
    assert text.code == 0 and "warning: " in text.text and "skipped: " in text.text, text.text
    check = proj.genix("check")
    assert check.code == 1 and "Traceback" not in check.text and blocked[0] in check.text, check.text


def test_name_too_long_is_refused_before_the_first_write(built: Project) -> None:
    built.sql("CREATE TABLE " + "x" * 250 + " (id INTEGER PRIMARY KEY);")
    _refused(built, 2, "bytes, the file system allows 255", "class_name for the table")


# -- full, read-only and failing disks -------------------------------------------------------


def _mount(where: Path, options: str) -> bool:
    where.mkdir(parents=True, exist_ok=True)
    if os.geteuid() != 0:
        return False
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(where)], capture_output=True, check=False
    )
    return done.returncode == 0


@pytest.fixture
def small_disk(proj: Project) -> Iterator[Path | None]:
    """``out/`` on a 64 KiB tmpfs (root only; None elsewhere)."""
    out = proj.root / "out"
    ok = _mount(out, "size=64k")
    yield out if ok else None
    if ok:
        subprocess.run(["umount", "-l", str(out)], check=False)


@pytest.mark.skipif(os.geteuid() != 0, reason="mounting a small file system needs root")
def test_disk_full(proj: Project, small_disk: Path | None) -> None:
    """A real full file system: a cold build that does not fit leaves no generated file."""
    assert small_disk is not None, "root could not mount a tmpfs"
    proj.sql(
        "".join(f"CREATE TABLE t{i} (id INTEGER PRIMARY KEY, a TEXT, b TEXT, c TEXT);" for i in range(40))
    )
    proj.config()
    run = proj.genix("build").expect(4, "error: ", "No space left on device")
    assert "hint: free some space" in run.stderr
    left = [
        p for p in small_disk.rglob("*") if p.suffix in (".java", ".xml") or p.name.endswith(".genix-tmp")
    ]
    assert left == []  # no generated file and no temp file left
    assert not (small_disk / ".genix/manifest.json").exists()


def test_disk_full_while_staging(built: Project, monkeypatch: pytest.MonkeyPatch) -> None:
    """The disk fills up while the new files are written: every file stays as it was."""
    built.sql("ALTER TABLE users ADD COLUMN extra TEXT; ALTER TABLE orders ADD COLUMN extra TEXT;")
    before = built.tree()
    real = os.write
    calls = {"n": 0}

    def write(fd: int, data: bytes) -> int:
        if os.readlink(f"/proc/self/fd/{fd}").endswith((".java.genix-tmp", ".xml.genix-tmp")):
            calls["n"] += 1
            if calls["n"] == 4:
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return real(fd, data)

    monkeypatch.setattr(os, "write", write)
    run = built.genix("build").expect(4, "error: ", "No space left on device", "nothing was changed")
    assert "hint: free some space" in run.stderr
    monkeypatch.setattr(os, "write", real)
    same(_without_store(before), _without_store(built.tree()))
    built.genix("build").expect(0, "updated")


def _without_store(tree: dict[str, bytes | str]) -> dict[str, bytes | str]:
    """Machine-local caches (sizes and mtimes, renders) are not state: left out."""
    return {p: b for p, b in tree.items() if not p.startswith("out/.genix/local/")}


@pytest.fixture
def read_only_out(proj: Project) -> Iterator[bool]:
    ok = _mount(proj.root / "out", "ro,size=64k")
    yield ok
    if ok:
        subprocess.run(["umount", "-l", str(proj.root / "out")], check=False)


def test_read_only_output(proj: Project, read_only_out: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    proj.config()
    if not read_only_out:
        real = os.mkdir

        def mkdir(path: str | Path, mode: int = 0o777) -> None:
            if str(path).endswith(".genix"):
                raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(path))
            real(path, mode)

        monkeypatch.setattr(os, "mkdir", mkdir)
    before = proj.tree()
    proj.genix("build").expect(
        4, "error: ", "Read-only file system", "point project.output somewhere writable"
    )
    same(before, proj.tree())


_CHANGE = (
    "ALTER TABLE users ADD COLUMN extra TEXT; ALTER TABLE orders ADD COLUMN extra TEXT;"
    " CREATE TABLE tags (id INTEGER PRIMARY KEY, label TEXT);"
)
"""A schema change that replaces four files (two entities, two mapper XMLs) and creates a table's
layers: more than four renames, so a failure can strike in the middle."""


def test_failure_while_publishing_rolls_back(built: Project, monkeypatch: pytest.MonkeyPatch) -> None:
    """The fifth rename fails: the files already replaced or created get their old state back."""
    built.sql(_CHANGE)
    before = built.tree()
    real = os.replace
    calls = {"n": 0}

    def replace(src: str, dst: str) -> None:
        if src.endswith(".genix-tmp") and "/.genix/" not in dst:
            calls["n"] += 1
            if calls["n"] == 5:
                raise OSError(errno.EIO, os.strerror(errno.EIO), dst)
        real(src, dst)

    monkeypatch.setattr(os, "replace", replace)
    built.genix("build").expect(4, "error: ", "Input/output error", "were restored: nothing was changed")
    monkeypatch.setattr(os, "replace", real)
    same(_without_store(before), _without_store(built.tree()))
    assert calls["n"] >= 5
    built.genix("build").expect(0, "updated")  # and the next build goes through


@pytest.mark.parametrize("syncfs", [True, False], ids=["syncfs", "fsync-per-file"])
def test_write_order_is_durable(built: Project, monkeypatch: pytest.MonkeyPatch, syncfs: bool) -> None:
    """Every new file's bytes reach the disk before the rename that publishes it, and the
    renames reach it before the manifest records them (file by file with fsync, or the whole
    file system at once with syncfs where Linux has it)."""
    from dbjavagenix.output import apply

    built.sql(_CHANGE)
    if not syncfs:
        monkeypatch.setattr(apply, "_SYNCFS", None)
    elif apply._SYNCFS is None:
        pytest.skip("this system has no syncfs")
    else:
        monkeypatch.setattr(apply, "_BATCH_MIN", 1)  # this small change in one syncfs too
    events: list[tuple[str, str]] = []
    real = {name: getattr(os, name) for name in ("fsync", "fdatasync", "write", "replace")}
    real_flush = apply.flush_filesystem

    def fd_path(fd: int) -> str:
        return os.readlink(f"/proc/self/fd/{fd}")

    def sync(name: str) -> object:
        def spy(fd: int) -> None:
            events.append(("sync", fd_path(fd)))
            real[name](fd)

        return spy

    def write(fd: int, data: bytes) -> int:
        events.append(("write", fd_path(fd)))
        return int(real["write"](fd, data))

    def replace(src: str, dst: str) -> None:
        events.append(("rename", os.path.realpath(dst)))
        real["replace"](src, dst)

    def flush(folder: str) -> bool:
        done = real_flush(folder)
        if done:
            events.append(("syncfs", folder))
        return done

    monkeypatch.setattr(os, "fsync", sync("fsync"))
    monkeypatch.setattr(os, "fdatasync", sync("fdatasync"))
    monkeypatch.setattr(os, "write", write)
    monkeypatch.setattr(os, "replace", replace)
    monkeypatch.setattr(apply, "flush_filesystem", flush)
    built.genix("build").expect(0, "updated")

    java = [(i, p) for i, (k, p) in enumerate(events) if k == "rename" and p.endswith(".java")]
    assert len(java) >= 4
    for i, path in java:
        tmp = os.path.join(os.path.dirname(path), "." + os.path.basename(path) + ".genix-tmp")
        last_write = max(j for j, (k, p) in enumerate(events[:i]) if k == "write" and p == tmp)
        flushed = [
            j
            for j, (k, p) in enumerate(events[:i])
            if j > last_write and (k == "syncfs" or (k == "sync" and p == tmp))
        ]
        assert flushed, f"{path} renamed before its bytes were flushed"
    manifest = min(
        i for i, (k, p) in enumerate(events) if k == "rename" and "/.genix/" in p and p.endswith(".jsonl")
    )
    assert manifest > max(i for i, _ in java)
    between = events[max(i for i, _ in java) : manifest]
    folders = {os.path.dirname(p) for _, p in java}
    synced = {p for k, p in between if k == "sync"}
    assert any(k == "syncfs" for k, _ in between) or folders <= synced, (
        "renames not durable before the manifest"
    )


LOCK_DAMAGE = {
    "since is text": b'{"pid": 123, "host": "h", "since": "yesterday"}',
    "since is huge": b'{"pid": 123, "host": "h", "since": 1e308}',
    "since is a huge integer": b'{"pid": 123, "host": "h", "since": 1' + b"0" * 400 + b"}",
    "pid is text": b'{"pid": "x", "since": 1}',
    "pid is true": b'{"pid": true, "since": 1}',
    "NUL bytes": b"\x00" * 64,
    "garbage": bytes(range(256)),
    "a list": b"[1, 2, 3]",
    "deep nesting": b"[" * 100_000 + b"]" * 100_000,
    "huge": b'{"pid": 1, "pad": "' + b"x" * 2_000_000 + b'"}',
}


@pytest.mark.parametrize("damage", list(LOCK_DAMAGE), ids=list(LOCK_DAMAGE))
def test_damaged_lock_is_stale_with_one_warning(built: Project, damage: str) -> None:
    lock = built.root / "out/.genix/lock"
    for cmd in ("plan", "check", "build"):
        lock.write_bytes(LOCK_DAMAGE[damage])
        run = built.genix(cmd)
        assert run.code == 0 and "Traceback" not in run.text, run.text
        assert run.text.count("genix's lock file") == 1 and "treated as stale" in run.text, run.text
    assert b'"pid"' in lock.read_bytes()  # the build took the lock and wrote it again
    assert "lock file" not in built.genix("plan").text


@pytest.mark.parametrize("damage", ["since is text", "since is huge", "NUL bytes", "huge"])
def test_waiting_on_a_held_lock_with_damaged_content(built: Project, damage: str) -> None:
    """Another process holds the lock and its file holds garbage: the waiting build fails with
    the usual message (exit 4), never an internal error."""
    import sys
    import time

    lock = built.root / "out/.genix/lock"
    lock.write_bytes(LOCK_DAMAGE[damage])
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import fcntl, os, sys, time\nfd = os.open(sys.argv[1], os.O_RDWR)\nfcntl.flock(fd, fcntl.LOCK_EX)\n"
            "print('locked', flush=True)\ntime.sleep(30)\n",
            str(lock),
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
        t0 = time.monotonic()
        built.genix("build", "--wait", "0.3").expect(4, "another genix process is already writing")
        assert time.monotonic() - t0 < 20
    finally:
        holder.kill()
        holder.wait()


@pytest.mark.parametrize(
    "damage",
    [
        b"{",
        b"\xff\xfe",
        b'{"genix_manifest": 2, "files": [], "tables": {}}',
        b'{"genix_manifest": 2, "files": {"a": 1}}',
        b'{"genix_manifest": 2, "files": {"x.java": {"sha256": "1", "template": "t", "layer": "l", "table": ["t"], '
        b'"size": 1, "mtime_ns": 1}}, "tables": {}}',
        b"[" * 50_000,
    ],
)
def test_damaged_legacy_manifest_is_stale_with_one_warning(built: Project, damage: bytes) -> None:
    import shutil

    sdir = built.root / "out/.genix"
    shutil.rmtree(sdir / "tables")
    (sdir / "project.jsonl").unlink()
    (sdir / "manifest.json").write_bytes(damage)
    before = {p: b for p, b in built.tree("out").items() if not p.startswith(".genix")}
    for cmd in ("plan", "check", "build"):
        run = built.genix(cmd)
        assert run.code in (0, 1) and "Traceback" not in run.text, run.text
        if b'"table": ["t"]' not in damage:  # that one is readable: its odd table name is a name
            assert run.text.count("state file is damaged") == 1 and "manifest.json" in run.text, run.text
    assert {p: b for p, b in built.tree("out").items() if not p.startswith(".genix")} == before
    assert not (sdir / "manifest.json").exists() and (sdir / "project.jsonl").exists()
    built.genix("check").expect(0)
