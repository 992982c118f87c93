"""Enum columns as Java enums (``[project] enums = "java"``).

The documented treatment (docs/types.md, "Enums"):

* Each MySQL/MariaDB ``enum(...)`` column gets its own Java enum; the columns of a table that
  share a PostgreSQL enum type share one. The enum is declared inside the entity class
  (``Film.Rating``), so names never collide across tables.
* Its name is the PascalCase of the PostgreSQL type (``mpaa_rating`` → ``MpaaRating``) or of
  the column (``rating`` → ``Rating``); ``Enum`` is appended when that name would hide a class
  the entity uses (``String``, ``Date``, ``Schema`` ...) or equal the entity's own name.
* Constants are the values in upper snake case (``PG-13`` → ``PG_13``, ``Deleted Scenes`` →
  ``DELETED_SCENES``); non-ASCII letters are kept (``男`` → ``男``), a leading digit gets ``_``
  (``1`` → ``_1``), a value without letters or digits becomes ``VALUE_<n>``, and a clash gets
  ``_2``, ``_3`` ... Each constant keeps its database value (``getValue()``, JSON as that
  value); the project's ``DbEnumTypeHandler`` reads and writes that value.
* MySQL ``set`` columns (several values at once) stay ``String``; a ``java_type`` override or
  a ``[types]`` entry wins over the enum.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from dbjavagenix.categories.common import DB_ENUM
from dbjavagenix.introspect.catalog import Column
from dbjavagenix.javatext import java_literal
from dbjavagenix.resolve.columns import naming
from dbjavagenix.resolve.columns.types import JAVA_LANG, KNOWN_CLASSES
from dbjavagenix.resolve.context.model import ClassRef, EnumConstant, EnumModel, EnumValue

MP_ENUM_VALUE = "com.baomidou.mybatisplus.annotation.EnumValue"
"""MyBatis-Plus's mark of an enum's database value: from 3.5.2 its default enum type handler
reads it, so a constant passed to a query wrapper (``eq("status", Status.CODE_0)``) binds as
its code."""

HIDDEN_NAMES = frozenset(
    {
        *JAVA_LANG,
        *KNOWN_CLASSES,
        "Serializable",
        "Override",
        "Objects",
        "Arrays",
        "Data",
        "Schema",
        "ApiModel",
        "ApiModelProperty",
        "NotNull",
        "Size",
        "JsonValue",
        "DbEnum",
        "TableName",
        "TableId",
        "TableField",
        "TableLogic",
        "Version",
        "IdType",
        "FieldFill",
        "Getter",
        "Setter",
        "Builder",
        "Accessors",
        "EqualsAndHashCode",
        "ToString",
    }
)
"""Simple names a nested enum must not take: it would hide a class the entity file uses."""


def is_enum_column(column: Column) -> bool:
    """A column that becomes a Java enum (not ``set``, not an array)."""
    return column.data_type.lower() == "enum" and bool(column.enum_values) and not column.array_dimensions


def constant_names(values: tuple[str, ...]) -> tuple[str, ...]:
    """Java constant names for enum values (see the module doc)."""
    out: list[str] = []
    seen: set[str] = set()
    for i, value in enumerate(values, 1):
        ws = naming.words(value)
        name = "_".join(w.upper() for w in ws) if ws else f"VALUE_{i}"
        name = naming.safe_identifier(name)
        base, n = name, 2
        while name in seen:
            name, n = f"{base}_{n}", n + 1
        seen.add(name)
        out.append(name)
    return tuple(out)


def _stem(column: Column) -> str:
    if column.user_type:
        bare = column.user_type.rsplit(".", 1)[-1].strip('"')
        stem = naming.pascal_case(bare)
        if stem:
            return naming.safe_identifier(stem)
    return naming.safe_identifier(naming.pascal_case(column.name)) or "Values"


def table_enums(
    columns: tuple[Column, ...], entity: str, common: Mapping[str, ClassRef]
) -> dict[str, EnumModel]:
    """The Java enum of each enum column (by column name), for an entity class ``entity``."""
    iface = common.get(DB_ENUM)
    by_key: dict[str, EnumModel] = {}
    of_column: dict[str, str] = {}
    taken: set[str] = {entity}
    for col in columns:
        if not is_enum_column(col):
            continue
        key = col.user_type or f"column:{col.name}"
        if key in by_key:
            e = by_key[key]
            by_key[key] = EnumModel(
                e.name, e.java_type, e.db_type, (*e.columns, col.name), e.constants, e.implements
            )
            of_column[col.name] = key
            continue
        name = _stem(col)
        if name in HIDDEN_NAMES or name in taken:
            name += "Enum"
        base, n = name, 2
        while name in taken:
            name, n = f"{base}{n}", n + 1
        taken.add(name)
        constants = tuple(
            EnumConstant(c, v) for c, v in zip(constant_names(col.enum_values), col.enum_values, strict=True)
        )
        by_key[key] = EnumModel(
            name=name,
            java_type=f"{entity}.{name}",
            db_type=col.user_type or col.type,
            columns=(col.name,),
            constants=constants,
            implements=(iface.fqn,) if iface else (),
        )
        of_column[col.name] = key
    return {column: by_key[key] for column, key in of_column.items()}


# ---------------------------------------------------------------- comment and CHECK enums
#
# ``[project] comment_enums`` (and a column's ``comment_enums`` trait) turn the value list of a
# plain column into a Java enum (``java``) or entity constants (``constants``); ``doc`` leaves
# the field alone. The list is the CHECK constraint's values when there is one (labels from the
# comment where its codes match), else the comment's enumeration. The documented treatment
# (docs/types.md, "Enums from comments and CHECK constraints"):
#
# * Codes are typed as the column: ``String`` for text columns, the integer type (``Integer``,
#   ``Long``, ``Short``, ``Byte``) for integer columns whose codes are all integers. A list the
#   column's type cannot hold (word codes on an integer column, a ``Boolean`` or date column)
#   stays documentation.
# * Constant names: the label in upper snake case when it is plain ASCII (``active`` →
#   ``ACTIVE``, ``Deleted Scenes`` → ``DELETED_SCENES``); else the code when it is an ASCII word
#   (``Y`` → ``Y``, ``crud`` → ``CRUD``); else the English name of a frequent Chinese label
#   (:data:`LABEL_NAMES`: ``正常`` → ``NORMAL``, ``停用`` → ``DISABLED``, ``男`` → ``MALE``); else
#   ``CODE_<code>`` (``0`` → ``CODE_0``, ``-1`` → ``CODE_MINUS_1``), with a warning
#   (:func:`fallback_labels`; the label stays on the constant). The codes are never changed.
#   A value without any of these is ``VALUE_<n>``; a clash gets ``_2``, ``_3`` ...
# * The enum is named like an enum column's (the column in PascalCase, ``Enum`` appended when
#   it would hide a class); entity constants are ``<COLUMN>_<name>`` (``STATUS_CODE_0``).

INTEGER_CODE_TYPES = {"Integer": "", "Long": "", "Short": "(short) ", "Byte": "(byte) "}
"""Integer Java types a code list may be typed with, and how a literal of each is written."""

_ASCII_NAME = re.compile(r"[A-Z][A-Z0-9_]*")
_INTEGER = re.compile(r"-?\d+")
_INT_RANGE = {"Integer": 2**31, "Long": 2**63, "Short": 2**15, "Byte": 2**7}


def value_list(column: Column, documented: tuple[EnumValue, ...]) -> tuple[EnumValue, ...]:
    """The code/label list of a plain column: its CHECK values (labelled from the comment where
    the codes match), else what its comment documents; empty when fewer than two values."""
    if len(column.check_values) >= 2:
        labels = {v.code: v.label for v in documented}
        return tuple(EnumValue(v, labels.get(v, "")) for v in column.check_values)
    return documented if len(documented) >= 2 else ()


def code_type(java_type: str, values: tuple[EnumValue, ...]) -> str | None:
    """The Java type codes are written in: the field's own type when it can hold every code."""
    if java_type == "String":
        return "String"
    limit = _INT_RANGE.get(java_type)
    if limit is None:
        return None
    for v in values:
        if not _INTEGER.fullmatch(v.code) or not -limit <= int(v.code) < limit:
            return None
    return java_type


def code_literal(code: str, java_type: str) -> str:
    """A code as a Java literal of ``java_type`` (``"0"``, ``0``, ``0L``, ``(short) 0``)."""
    if java_type == "String":
        return java_literal(code)
    suffix = "L" if java_type == "Long" else ""
    return f"{INTEGER_CODE_TYPES[java_type]}{int(code)}{suffix}"


LABEL_NAMES: Mapping[str, str] = {
    # state
    "正常": "NORMAL", "停用": "DISABLED", "禁用": "DISABLED", "启用": "ENABLED", "开启": "ENABLED",
    "关闭": "CLOSED", "暂停": "PAUSED", "删除": "DELETED", "已删除": "DELETED", "存在": "EXISTS",
    "未删除": "NOT_DELETED", "有效": "VALID", "无效": "INVALID", "锁定": "LOCKED", "冻结": "FROZEN",
    "激活": "ACTIVE", "未激活": "INACTIVE", "在线": "ONLINE", "离线": "OFFLINE", "默认": "DEFAULT",
    "显示": "VISIBLE", "隐藏": "HIDDEN", "成功": "SUCCESS", "失败": "FAILURE", "异常": "ERROR",
    "全部": "ALL", "其他": "OTHER", "其它": "OTHER", "无": "NONE",
    # yes / no, sex, levels
    "是": "YES", "否": "NO", "男": "MALE", "女": "FEMALE", "未知": "UNKNOWN", "保密": "SECRET",
    "低": "LOW", "中": "MEDIUM", "高": "HIGH",
    # workflow
    "待处理": "PENDING", "待审核": "PENDING_REVIEW", "审核中": "REVIEWING", "处理中": "PROCESSING",
    "已处理": "PROCESSED", "审核通过": "APPROVED", "已通过": "APPROVED", "通过": "APPROVED",
    "已审核": "APPROVED", "审核拒绝": "REJECTED", "审核不通过": "REJECTED", "已拒绝": "REJECTED",
    "拒绝": "REJECTED", "驳回": "REJECTED", "草稿": "DRAFT", "已发布": "PUBLISHED", "发布": "PUBLISHED",
    "未发布": "UNPUBLISHED", "上架": "ON_SALE", "下架": "OFF_SALE", "已读": "READ", "未读": "UNREAD",
    "已完成": "COMPLETED", "完成": "COMPLETED", "未完成": "INCOMPLETE", "进行中": "IN_PROGRESS",
    "未开始": "NOT_STARTED", "已结束": "ENDED", "已过期": "EXPIRED", "过期": "EXPIRED",
    # orders and payments
    "待付款": "PENDING_PAYMENT", "待支付": "PENDING_PAYMENT", "未支付": "UNPAID", "未付款": "UNPAID",
    "已支付": "PAID", "已付款": "PAID", "待发货": "PENDING_SHIPMENT", "已发货": "SHIPPED",
    "待收货": "PENDING_RECEIPT", "已收货": "RECEIVED", "已签收": "RECEIVED", "已取消": "CANCELLED",
    "取消": "CANCELLED", "已关闭": "CLOSED", "无效订单": "INVALID", "退款中": "REFUNDING",
    "已退款": "REFUNDED", "待评价": "PENDING_REVIEW", "已评价": "REVIEWED",
    # menus, notices, operations
    "目录": "DIRECTORY", "菜单": "MENU", "按钮": "BUTTON", "通知": "NOTICE", "公告": "ANNOUNCEMENT",
    "新增": "INSERT", "修改": "UPDATE", "查询": "QUERY", "导出": "EXPORT", "导入": "IMPORT",
    "登录": "LOGIN", "登出": "LOGOUT", "退出": "LOGOUT",
}  # fmt: skip
"""English constant names of frequent Chinese labels (RuoYi, mall, eladmin ...), looked up with
the label's wording ``代表``/``表示`` (``0代表存在``) and a closing ``状态`` left out."""


def label_name(label: str) -> str | None:
    """The English constant name of a Chinese label (:data:`LABEL_NAMES`), or None."""
    text = label.strip()
    for lead in ("代表", "表示"):
        text = text.removeprefix(lead)
    return LABEL_NAMES.get(text) or LABEL_NAMES.get(text.removesuffix("状态"))


def _own_name(v: EnumValue) -> str:
    """The name a value has without a code fallback: its ASCII label, its ASCII word code, the
    English name of its label; empty when none."""
    for text in (v.label, v.code):
        if text.isascii():
            candidate = "_".join(w.upper() for w in naming.words(text))
            if _ASCII_NAME.fullmatch(candidate):
                return candidate
    return label_name(v.label) or ""


def fallback_labels(values: tuple[EnumValue, ...]) -> tuple[EnumValue, ...]:
    """The values whose constant falls back to ``CODE_<code>``/``VALUE_<n>`` (a label neither
    ASCII nor in :data:`LABEL_NAMES`)."""
    return tuple(v for v in values if not _own_name(v))


def coded_constant_names(values: tuple[EnumValue, ...]) -> tuple[str, ...]:
    """Constant names for a code/label list (see the notes above)."""
    out: list[str] = []
    seen: set[str] = set()
    for v in values:
        name = _own_name(v)
        if not name:
            digits = _INTEGER.fullmatch(v.code)
            name = f"CODE_{v.code.replace('-', 'MINUS_')}" if digits else f"VALUE_{len(out) + 1}"
        base, n = name, 2
        while name in seen:
            name, n = f"{base}_{n}", n + 1
        seen.add(name)
        out.append(name)
    return tuple(out)


def coded_constants(
    values: tuple[EnumValue, ...], java_type: str, prefix: str = ""
) -> tuple[EnumConstant, ...]:
    """The constants of a code/label list typed ``java_type``, named with ``prefix``."""
    return tuple(
        EnumConstant(prefix + name, v.code, v.label, code_literal(v.code, java_type))
        for name, v in zip(coded_constant_names(values), values, strict=True)
    )


def coded_enum(
    column: Column,
    values: tuple[EnumValue, ...],
    java_type: str,
    entity: str,
    taken: set[str],
    common: Mapping[str, ClassRef],
    code_annotations: tuple[str, ...] = (),
) -> EnumModel:
    """The Java enum of a plain column's code/label list (``java_type`` its codes' type); its
    name is added to ``taken``."""
    name = naming.safe_identifier(naming.pascal_case(column.name)) or "Values"
    if name in HIDDEN_NAMES or name in taken:
        name += "Enum"
    base, n = name, 2
    while name in taken:
        name, n = f"{base}{n}", n + 1
    taken.add(name)
    iface = common.get(DB_ENUM)
    return EnumModel(
        name=name,
        java_type=f"{entity}.{name}",
        db_type=column.type,
        columns=(column.name,),
        constants=coded_constants(values, java_type),
        implements=(iface.fqn,) if iface else (),
        source="check" if len(column.check_values) >= 2 else "comment",
        code_type=java_type,
        code_annotations=code_annotations,
    )


def entity_constant_prefix(column: str) -> str:
    """``status`` → ``STATUS_``: what the entity's constants of a column start with."""
    return (
        "_".join(w.upper() for w in naming.words(column) if w.isascii()) + "_"
        if column.isascii()
        else "VALUE_"
    )
