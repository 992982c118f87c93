"""Spring Boot project fixtures: a writable copy of one of ``../shared/projects`` (never the
original), with the ``@SpringBootApplication`` class its SOURCE.txt names written in (the shared
copies hold build and config files only)."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from tests.conftest import SHARED, need

PROJECTS = SHARED / "projects"

MAIN_CLASSES: dict[str, list[tuple[str, str]]] = {
    "ruoyi-vue-pro-boot3": [
        (
            "yudao-server/src/main/java/cn/iocoder/yudao/server/YudaoServerApplication.java",
            '@SpringBootApplication(scanBasePackages = {"${yudao.info.base-package}.server", '
            '"${yudao.info.base-package}.module"})\npublic class YudaoServerApplication {}',
        )
    ],
    "pig-boot3": [
        (
            "pig-boot/src/main/java/com/pig4cloud/pig/PigBootApplication.java",
            "@SpringBootApplication\npublic class PigBootApplication {}",
        ),
        (
            "pig-upms/pig-upms-biz/src/main/java/com/pig4cloud/pig/admin/PigAdminApplication.java",
            '@EnableOpenApi("admin")\n@SpringBootApplication\npublic class PigAdminApplication {}',
        ),
    ],
    "eladmin-mp": [
        (
            "eladmin/eladmin-system/src/main/java/me/zhengjie/AppRun.java",
            "@SpringBootApplication\npublic class AppRun {}",
        )
    ],
    "ruoyi-vue-boot2": [
        (
            "ruoyi-admin/src/main/java/com/ruoyi/RuoYiApplication.java",
            "@SpringBootApplication(exclude = { DataSourceAutoConfiguration.class })\npublic class RuoYiApplication {}",
        )
    ],
    "mall": [
        (
            "mall-admin/src/main/java/com/macro/mall/MallAdminApplication.java",
            "@SpringBootApplication\npublic class MallAdminApplication {}",
        ),
        (
            "mall-portal/src/main/java/com/macro/mall/portal/MallPortalApplication.java",
            '@SpringBootApplication(scanBasePackages = "com.macro.mall")\npublic class MallPortalApplication {}',
        ),
    ],
    "newbee-mall": [
        (
            "src/main/java/ltd/newbee/mall/NewBeeMallApplication.java",
            '@MapperScan("ltd.newbee.mall.dao")\n@SpringBootApplication\npublic class NewBeeMallApplication {}',
        )
    ],
    "spring-petclinic": [
        (
            "src/main/java/org/springframework/samples/petclinic/PetClinicApplication.java",
            "@SpringBootApplication\npublic class PetClinicApplication {}",
        )
    ],
    "spring-petclinic-kotlin": [
        (
            "src/main/kotlin/org/springframework/samples/petclinic/PetClinicApplication.kt",
            "@SpringBootApplication(proxyBeanMethods = false)\nclass PetClinicApplication",
        )
    ],
    "realworld-gradle-mybatis": [
        (
            "src/main/java/io/spring/RealWorldApplication.java",
            "@SpringBootApplication\npublic class RealWorldApplication {}",
        )
    ],
    "ruoyi-cloud-boot2": [
        (
            "ruoyi-modules/ruoyi-system/src/main/java/com/ruoyi/system/RuoYiSystemApplication.java",
            "@EnableCustomConfig\n@SpringBootApplication\npublic class RuoYiSystemApplication {}",
        )
    ],
}


def write_main(root: Path, rel: str, body: str) -> None:
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    src = path.as_posix().split("/src/main/")[1].split("/", 1)[1]
    package = src.rsplit("/", 1)[0].replace("/", ".")
    semi = "" if path.suffix == ".kt" else ";"
    path.write_text(
        f"package {package}{semi}\n\nimport org.springframework.boot.autoconfigure.SpringBootApplication{semi}\n\n{body}\n",
        encoding="utf-8",
    )


def copy_project(name: str, dest: Path, with_main: bool = True) -> Path:
    src = PROJECTS / name
    need(src.is_dir(), f"the shared Spring Boot project {src}")
    root = dest / name
    shutil.copytree(src, root)
    for p in [root, *root.rglob("*")]:
        p.chmod(p.stat().st_mode | 0o200)
    if with_main:
        for rel, body in MAIN_CLASSES[name]:
            write_main(root, rel, body)
    return root


@pytest.fixture
def project(tmp_path: Path) -> Callable[..., Path]:
    """``project("eladmin-mp")`` → a writable copy under tmp_path, main classes written."""

    def make(name: str, with_main: bool = True) -> Path:
        return copy_project(name, tmp_path, with_main)

    return make
