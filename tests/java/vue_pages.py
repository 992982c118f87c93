"""The admin pages' own toolchain (``[frontend] pages``): ``npm ci`` of the generated
``package.json`` and ``package-lock.json`` (what a team runs: every package at the version the
lock pins, checked against its hash), installed once per lock into
``~/.cache/genix-test/vue-<hash>`` (``GENIX_TEST_NPM_CACHE`` moves it); ``playwright-core`` for
the browser test in a folder of its own (a test's tool, not the team's). :func:`build`
type-checks the pages (``vue-tsc --noEmit``, strict) and bundles them (``vite build``), as
``npm run build`` does.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
from pathlib import Path

from tests.conftest import need
from tests.npmcache import npm_once

BROWSER_DRIVER = "playwright-core@1.57.0"
"""Drives Debian's chromium (``/usr/bin/chromium``) from Node: no browser download."""
ROOT = Path(os.environ.get("GENIX_TEST_NPM_CACHE", Path.home() / ".cache" / "genix-test"))
MANIFESTS = ("package.json", "package-lock.json")


def toolchain(frontend: Path) -> Path:
    """The ``node_modules`` ``npm ci`` installs from the generated lock."""
    texts = [(frontend / name).read_bytes() for name in MANIFESTS]
    cache = ROOT / ("vue-" + hashlib.sha256(b"\0".join(texts)).hexdigest()[:12])

    def fresh() -> None:  # (also what an install that did not finish left)
        shutil.rmtree(cache, ignore_errors=True)
        cache.mkdir(parents=True)
        for name, text in zip(MANIFESTS, texts, strict=True):
            (cache / name).write_bytes(text)

    npm_once(["ci"], cache, "npm ci of the generated package-lock.json", prepare=fresh)
    return cache / "node_modules"


def browser_driver() -> Path:
    """The ``node_modules`` holding :data:`BROWSER_DRIVER`."""
    cache = ROOT / ("driver-" + BROWSER_DRIVER.replace("@", "-"))
    npm_once(["install", "--prefix", str(cache), BROWSER_DRIVER], cache, BROWSER_DRIVER)
    return cache / "node_modules"


def run(argv: list[str], cwd: Path, timeout: int = 600, env: dict[str, str] | None = None) -> str:
    done = subprocess.run(
        argv, cwd=cwd, capture_output=True, text=True, timeout=timeout, check=False, env=env
    )
    assert done.returncode == 0, f"{' '.join(argv)}:\n{done.stdout[-4000:]}\n{done.stderr[-4000:]}"
    return done.stdout


def typecheck(frontend: Path) -> Path:
    """``vue-tsc --noEmit --noUnusedLocals`` (strict) of the generated front end; the
    ``node_modules`` used."""
    modules = toolchain(frontend)
    link = frontend / "node_modules"
    if not link.exists():
        link.symlink_to(modules, target_is_directory=True)
    # and no unused name: a page imports what it uses
    run([str(modules / ".bin" / "vue-tsc"), "--noEmit", "--noUnusedLocals"], frontend, timeout=900)
    return modules


def build(frontend: Path) -> Path:
    """``vue-tsc --noEmit`` then ``vite build`` of the generated front end; the bundle's folder."""
    modules = typecheck(frontend)
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
    // a number input takes its value on change: leave the field as a user does
    const enter = async (label, value) => {
      await field(label).fill(value);
      await dialog.locator(".el-dialog__title").click();  // blur (Tab would open the next picker)
    };
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
    } else if (step === "order") {
      // a code the column comment documents: a tag with its label, a select in the dialog and
      // in the search bar; a date-time picker; sort by a column
      await page.goto(url + "/#/shop-order");
      const orders = page.locator(".el-table__row");
      await orders.first().waitFor();
      out.tag = await orders.first().locator(".el-tag").first().textContent();
      await page.getByRole("button", { name: "New" }).click();
      await enter("User id", "2");
      await field("Order no").fill("SO-BROWSER-1");
      await dialog.locator(".el-form-item").filter({ hasText: "Status" }).locator(".el-select").click();
      await page.locator(".el-select-dropdown__item:visible", { hasText: "Shipped" }).click();
      const picker = field("Ordered at");
      await picker.click();
      await picker.fill("2026-04-01 10:20:30");
      await picker.press("Enter");
      await dialog.locator(".el-dialog__title").click();  // close the picker
      await dialog.getByRole("button", { name: "Save" }).click();
      await orders.filter({ hasText: "SO-BROWSER-1" }).waitFor();
      const bar = page.locator("form.el-form--inline");
      await bar.locator(".el-form-item").filter({ hasText: "Status" }).locator(".el-select").click();
      const filtered = page.waitForResponse((r) => r.url().includes("status=SHIPPED"));
      await page.locator(".el-select-dropdown__item:visible", { hasText: "Shipped" }).click();
      await bar.getByRole("button", { name: "Search" }).click();
      await filtered;
      await page.waitForTimeout(300);
      out.shipped = await orders.allTextContents();
      await bar.getByRole("button", { name: "Reset" }).click();
      await page.waitForTimeout(300);
      // a date-time range: both bounds sent
      const range = bar.locator(".el-form-item").filter({ hasText: "Ordered at" }).locator(".el-range-input");
      await range.nth(0).click();
      await range.nth(0).fill("2026-04-01 00:00:00");
      await range.nth(1).fill("2026-04-30 23:59:59");
      await range.nth(1).press("Enter");
      await page.locator("h2").click();
      const bounded = page.waitForResponse((r) => r.url().includes("orderedAtFrom=2026-04-01T00") && r.url().includes("orderedAtTo=2026-04-30T23"));
      await bar.getByRole("button", { name: "Search" }).click();
      await bounded;
      await page.waitForTimeout(300);
      out.inApril = await orders.allTextContents();
      await bar.getByRole("button", { name: "Reset" }).click();
      await page.waitForTimeout(300);
      // a number range: two inputs, both bounds sent
      const amount = bar.locator(".el-form-item").filter({ hasText: "Total amount" }).locator("input");
      await amount.nth(0).fill("50");
      await amount.nth(1).fill("100");
      await amount.nth(1).press("Tab");
      const priced = page.waitForResponse((r) => r.url().includes("totalAmountFrom=50") && r.url().includes("totalAmountTo=100"));
      await bar.getByRole("button", { name: "Search" }).click();
      await priced;
      await page.waitForTimeout(300);
      out.from50to100 = await orders.allTextContents();
      await bar.getByRole("button", { name: "Reset" }).click();
      await page.waitForTimeout(300);
      const header = page.locator(".el-table__header th").filter({ hasText: "Order no" });
      const descending = page.waitForResponse((r) => r.url().includes("sort=-orderNo"));
      await header.locator(".sort-caret.descending").click();
      await descending;
      await page.waitForTimeout(300);
      out.firstByOrderNoDesc = await orders.first().locator("td").nth(2).textContent();
    } else if (step === "link" || step === "unlink") {
      // a composite key: created with both parts, deleted by both
      await page.goto(url + "/#/sys-user-role");
      const links = page.locator(".el-table__row");
      await links.first().waitFor();
      const cell = (n, text) => page.locator(`td:nth-child(${n})`, { hasText: new RegExp(`^${text}$`) });
      const added = links.filter({ has: cell(1, "1") }).filter({ has: cell(2, "2") });
      if (step === "link") {
        await page.getByRole("button", { name: "New" }).click();
        await enter("User id", "1");
        await enter("Role id", "2");
        await dialog.getByRole("button", { name: "Save" }).click();
        await added.waitFor();
      } else {
        await added.getByRole("button", { name: "Delete" }).click();
        await page.locator(".el-message-box").getByRole("button", { name: "OK" }).click();
        await added.waitFor({ state: "detached" });
      }
    } else if (step === "paging") {
      await page.locator(".el-table__row").first().waitFor();
      out.total = await page.locator(".el-pagination__total").textContent();
      const second = page.waitForResponse((r) => r.url().includes("page=2"));
      await page.locator(".el-pager li", { hasText: /^2$/ }).click();
      await second;
      await page.waitForTimeout(300);
      out.rows = await page.locator(".el-table__row").count();
    } else if (step === "screenshots") {
      // the README's pictures (text: their folder)
      await page.setViewportSize({ width: 1280, height: 560 });
      await page.goto(url + "/#/shop-product");
      await page.locator(".el-table__row").first().waitFor();
      await page.screenshot({ path: text + "/admin-list.png" });
      await page.getByRole("button", { name: "New" }).click();
      await dialog.getByRole("button", { name: "Save" }).click();
      await dialog.locator(".el-form-item__error").first().waitFor();
      await page.setViewportSize({ width: 1280, height: 760 });
      await page.screenshot({ path: text + "/admin-dialog.png" });
    } else if (step === "product") {
      // a reference: the category picked from shop_category's rows, searched by name
      await page.goto(url + "/#/shop-product");
      await page.locator(".el-table__row").first().waitFor();
      await page.getByRole("button", { name: "New" }).click();
      const searched = page.waitForResponse((r) => r.url().includes("/api/shop-category") && r.url().includes("nameLike=Data"));
      await field("Category id").fill("Data");
      await searched;
      const options = page.locator(".el-select-dropdown__item:visible");
      await options.first().waitFor();
      out.options = await options.allTextContents();
      await options.first().click();
      await field("Sku").fill("BK-BROWSER-1");
      await field("Name").fill("Browser-made book");
      await enter("Price", "12.5");
      await dialog.getByRole("button", { name: "Save" }).click();
      await page.locator(".el-table__row").filter({ hasText: "BK-BROWSER-1" }).waitFor();
    } else if (step === "big") {
      // a key past 2^53 (9007199254740993, next to 9007199254740992): shown and deleted exactly
      await page.goto(url + "/#/sys-role");
      const big = page.locator(".el-table__row").filter({ hasText: "BIG_TARGET" });
      await big.waitFor();
      out.cells = await big.locator("td").allTextContents();
      await big.getByRole("button", { name: "Delete" }).click();
      await page.locator(".el-message-box").getByRole("button", { name: "OK" }).click();
      await big.waitFor({ state: "detached" });
    } else if (step === "bigEdit") {
      // a number past 2^53 in a field the edit leaves alone (9007199254740993): kept exactly
      await page.goto(url + "/#/shop-category");
      const big = page.locator(".el-table__row").filter({ hasText: "BIG_SORT" });
      await big.waitFor();
      out.cells = await big.locator("td").allTextContents();
      await big.getByRole("button", { name: "Edit" }).click();
      out.shown = await field("Sort order").inputValue();
      await field("Name").fill(text);
      await dialog.getByRole("button", { name: "Save" }).click();
      await page.locator(".el-table__row").filter({ hasText: text }).waitFor();
    } else if (step === "delete") {
      await row.getByRole("button", { name: "Delete" }).click();
      await page.locator(".el-message-box").getByRole("button", { name: "OK" }).click();
      await row.waitFor({ state: "detached" });
    }
    out.errors = errors;
    console.log(JSON.stringify(out));
  } catch (e) {
    // what the page showed: failure-<step>.png beside the script
    for (const p of browser.contexts().flatMap((c) => c.pages())) {
      await p.screenshot({ path: "failure-" + step + ".png", fullPage: true }).catch(() => {});
    }
    throw e;
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
    out = json.loads(
        run(
            ["node", str(script), chromium(), url, step, text],
            frontend,
            timeout=180,
            env=dict(os.environ) | {"NODE_PATH": str(browser_driver())},
        )
        .strip()
        .splitlines()[-1]
    )
    # no script error, no console error (a refused request's own line aside: the page shows it)
    errors = [e for e in out.pop("errors") if "Failed to load resource" not in e]
    assert not errors, (step, errors)
    return dict(out)
