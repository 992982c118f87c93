"""The admin pages' own toolchain (``[frontend] pages``): the npm packages the generated
``package.json`` pins (read from it: the template is the one home of the versions), installed
once into ``~/.cache/genix-test/vue-<hash>`` (``GENIX_TEST_NPM_CACHE`` moves it), with
``playwright-core`` beside them for the browser test. :func:`build` type-checks the pages
(``vue-tsc --noEmit``, strict) and bundles them (``vite build``), as ``npm run build`` does.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
from pathlib import Path

from tests.conftest import need

BROWSER_DRIVER = "playwright-core@1.57.0"
"""Drives Debian's chromium (``/usr/bin/chromium``) from Node: no browser download."""
ROOT = Path(os.environ.get("GENIX_TEST_NPM_CACHE", Path.home() / ".cache" / "genix-test"))


def packages(frontend: Path) -> list[str]:
    """``name@version`` of every dependency the generated ``package.json`` pins."""
    doc = json.loads((frontend / "package.json").read_text(encoding="utf-8"))
    deps = {**doc.get("dependencies", {}), **doc.get("devDependencies", {})}
    return sorted(f"{n}@{v}" for n, v in deps.items())


def toolchain(frontend: Path) -> Path:
    """The ``node_modules`` holding the pinned packages and the browser driver."""
    need(bool(shutil.which("node") and shutil.which("npm")), "Node.js and npm")
    wanted = [*packages(frontend), BROWSER_DRIVER]
    cache = ROOT / ("vue-" + hashlib.sha256(" ".join(wanted).encode()).hexdigest()[:12])
    marker = cache / "installed"
    if not marker.exists():
        cache.mkdir(parents=True, exist_ok=True)
        done = subprocess.run(
            ["npm", "install", "--silent", "--no-audit", "--no-fund", "--prefix", str(cache), *wanted],
            capture_output=True,
            text=True,
            timeout=900,
            check=False,
        )
        need(done.returncode == 0, f"{' '.join(wanted)} from npm ({done.stderr.strip()[:300]})")
        marker.write_text("ok\n")
    return cache / "node_modules"


def run(argv: list[str], cwd: Path, env: dict[str, str] | None = None, timeout: int = 600) -> str:
    done = subprocess.run(
        argv, cwd=cwd, capture_output=True, text=True, timeout=timeout, check=False, env=env
    )
    assert done.returncode == 0, f"{' '.join(argv)}:\n{done.stdout[-4000:]}\n{done.stderr[-4000:]}"
    return done.stdout


def build(frontend: Path) -> Path:
    """``vue-tsc --noEmit`` then ``vite build`` of the generated front end; the bundle's folder."""
    modules = toolchain(frontend)
    link = frontend / "node_modules"
    if not link.exists():
        link.symlink_to(modules, target_is_directory=True)
    run([str(modules / ".bin" / "vue-tsc"), "--noEmit"], frontend)
    run([str(modules / ".bin" / "vite"), "build", "--logLevel", "warn"], frontend)
    return frontend / "dist"


def chromium() -> str:
    """Debian's chromium (``.ci/run`` installs it)."""
    found = shutil.which("chromium") or shutil.which("chromium-browser")
    need(found is not None, "chromium (Debian's package)")
    assert found is not None
    return found


BROWSER_SCRIPT = r"""
const { chromium } = require("playwright-core");

// one step of the sys_user page, driven as a user does it: step, text
async function main() {
  const [executablePath, url, step, text] = process.argv.slice(2);
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
  const errors = [];
  try {
    const page = await browser.newPage();
    page.on("pageerror", (e) => errors.push(String(e)));
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await page.goto(url + "/#/sys-user");
    await page.locator(".el-table").waitFor();
    const dialog = page.locator(".el-dialog:visible");
    const field = (label) => dialog.locator(".el-form-item").filter({ hasText: label }).locator("input").first();
    const row = page.locator(".el-table__row").filter({ hasText: "browser-user" });
    const out = {};
    if (step === "create") {
      await page.getByRole("button", { name: "New" }).click();
      await dialog.getByRole("button", { name: "Save" }).click();  // empty: refused in the form
      await dialog.locator(".el-form-item__error").first().waitFor();
      out.refused = await dialog.locator(".el-form-item__error").allTextContents();
      await field("Username").fill("browser-user");
      await field("Password hash").fill(text);
      await dialog.getByRole("button", { name: "Save" }).click();
      await row.waitFor();
    } else if (step === "edit") {
      await row.getByRole("button", { name: "Edit" }).click();
      out.secretShown = await field("Password hash").inputValue();
      await field("Email").fill(text);
      await dialog.getByRole("button", { name: "Save" }).click();
      await row.filter({ hasText: text }).waitFor();
    } else if (step === "search") {
      const bar = page.locator("form.el-form--inline");
      await bar.locator(".el-form-item").filter({ hasText: "Username" }).locator("input").fill(text);
      const answered = page.waitForResponse((r) => r.url().includes("usernameLike="));
      await bar.getByRole("button", { name: "Search" }).click();
      await answered;
      await page.waitForTimeout(300);
      out.rows = await page.locator(".el-table__row").count();
    } else if (step === "duplicate") {
      await page.getByRole("button", { name: "New" }).click();
      await field("Username").fill("browser-user");
      await field("Password hash").fill("x");
      await dialog.getByRole("button", { name: "Save" }).click();
      await page.locator(".el-message--error").waitFor();
      out.message = await page.locator(".el-message--error").first().textContent();
      out.stillOpen = await dialog.count();
    } else if (step === "delete") {
      await row.getByRole("button", { name: "Delete" }).click();
      await page.locator(".el-message-box").getByRole("button", { name: "OK" }).click();
      await row.waitFor({ state: "detached" });
    }
    out.errors = errors;
    console.log(JSON.stringify(out));
  } finally {
    await browser.close();
  }
}
main().catch((e) => {
  console.error(e);
  process.exit(1);
});
"""


def drive(frontend: Path, url: str, step: str, text: str = "") -> dict[str, object]:
    """Runs one step of :data:`BROWSER_SCRIPT` in headless chromium against ``url``."""
    script = frontend / "browser-step.cjs"
    script.write_text(BROWSER_SCRIPT, encoding="utf-8")
    out = run(["node", str(script), chromium(), url, step, text], frontend, timeout=180)
    return dict(json.loads(out.strip().splitlines()[-1]))
