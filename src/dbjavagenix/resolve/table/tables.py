"""One catalog table + its overrides → a :class:`TableModel` (fields, key, foreign keys)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from functools import partial

from dbjavagenix.categories import common
from dbjavagenix.categories.common import DB_ENUM_HANDLER
from dbjavagenix.categories.spec import CategorySpec
from dbjavagenix.config.model import Config, TableConfig
from dbjavagenix.errors import ConfigError, Diagnostic, Location, NamingError
from dbjavagenix.introspect.catalog import Table
from dbjavagenix.javatext import BIDI_CONTROLS
from dbjavagenix.resolve.columns import naming, sqlnames
from dbjavagenix.resolve.columns import types as jtypes
from dbjavagenix.resolve.columns.columnfield import FieldNames, column_names, field_model
from dbjavagenix.resolve.columns.comment_enums import parse_comment_enum
from dbjavagenix.resolve.columns.enums import (
    code_type,
    fallback_labels,
    is_enum_column,
    table_enums,
    value_list,
)
from dbjavagenix.resolve.columns.fieldcodes import field_codes
from dbjavagenix.resolve.columns.fieldsql import field_sql
from dbjavagenix.resolve.columns.fieldtraits import field_traits, field_validation
from dbjavagenix.resolve.columns.javatype import field_type, overridden
from dbjavagenix.resolve.columns.roles import check_roles, role_problems
from dbjavagenix.resolve.columns.rules import ColumnTraits
from dbjavagenix.resolve.context.model import (
    ClassRef,
    EnumModel,
    FieldModel,
    ForeignKeyModel,
    KeyKind,
    KeyModel,
    ProjectModel,
    RelationModel,
    TableModel,
)
from dbjavagenix.resolve.stage.leftout import QUERY_PAGING, clashing_columns
from dbjavagenix.resolve.table import adoption, queries, supertypes
from dbjavagenix.resolve.table.conventions import Conventions
from dbjavagenix.resolve.table.dialect import dialect_model
from dbjavagenix.resolve.table.keycolumns import key_columns
from dbjavagenix.resolve.table.routes import created_location, effective_routes, table_routes, unique_route
from dbjavagenix.resolve.table.uniquekeys import unique_keys


def build_table(
    table: Table,
    *,
    dialect: str,
    default_schema: str | None,
    override: TableConfig | None,
    config: Config,
    project: ProjectModel,
    category: CategorySpec,
    class_stem: str,
    group: str,
    classes: Mapping[str, ClassRef],
    class_of_table: Mapping[str, str],
    traits: Mapping[str, ColumnTraits] | None = None,
    conventions: Conventions | None = None,
    inherited: frozenset[str] | None = None,
    team_mapper: bool = False,
) -> TableModel:
    """Resolve one table. Raises located errors for names that cannot become Java.
    ``traits``: the effective settings of its columns (rules and per-column sections; default:
    the sections alone); ``inherited``: the entity is the team's (``existing = "reuse"``),
    these columns mapped by its superclasses; ``team_mapper``: its mapper too."""
    key = ("tables", table.name)
    if traits is None:
        traits = {c: ColumnTraits(cc) for c, cc in (override.columns if override else {}).items()}
    cols_cfg = {c: t.config for c, t in traits.items() if t.config is not None}
    read_only = table.kind == "view"
    key_cols, key_diags = key_columns(table, override)
    pk_cols = set(key_cols)
    sql_dialect = dialect_model(dialect)
    lombok = project.lombok
    entity = classes["entity"].name if "entity" in classes else class_stem
    java_enums: dict[str, EnumModel] = {}
    if config.project.enums == "java":
        java_enums = table_enums(
            tuple(
                c
                for c in table.columns
                if not overridden(c, dialect, cols_cfg.get(c.name), config)
                and not (cols_cfg.get(c.name) is not None and cols_cfg[c.name].ignore)
            ),
            entity,
            project.common,
        )
        if java_enums and DB_ENUM_HANDLER not in project.common:
            raise ConfigError(
                f"category {category.name!r} has no Java enum support (table {table.name!r} has enum columns)",
                location=Location(key=("project", "enums")),
                hint='set enums = "string", or enable the common layer that provides DbEnumTypeHandler',
            )
    enum_names = {entity, *(e.name for e in java_enums.values())}
    fields: list[FieldModel] = []
    read_back_columns: set[str] = set()
    diags: list[Diagnostic] = list(key_diags)
    config_problem = False  # a column's Java type is wrong in genix.toml: the error is a ConfigError
    persistence = category.persistence
    dollar = persistence != "mybatis-plus"  # see sqlnames: MyBatis-Plus refuses ${ instead
    problem = sqlnames.name_problem(table.name, persistence)
    if problem is not None:
        diags.append(
            Diagnostic(
                f"table name {table.name!r} {problem}",
                Location(key=key),
                f'rename the table, or leave it out: [tables] exclude = ["{table.name}"]',
            )
        )
    by_name: dict[str, str] = {}
    by_getter: dict[str, str] = {}
    clashing = clashing_columns(table, override, persistence, lombok, pk_cols, cols_cfg)
    for col in table.columns:
        cc = cols_cfg.get(col.name)
        ckey = (*key, "columns", col.name)
        if cc is not None and cc.ignore:
            if col.name in pk_cols:
                diags.append(
                    Diagnostic("a primary key column cannot be ignored", Location(key=(*ckey, "ignore")))
                )
            continue
        names = column_names(
            table,
            col.name,
            cc,
            ckey,
            key_column=col.name in pk_cols,
            persistence=persistence,
            lombok=lombok,
            clashing=clashing,
            taken=by_name,
            getters=by_getter,
        )
        if not isinstance(names, FieldNames):
            diags.extend(names)
            continue
        ftraits = field_traits(cc, traits.get(col.name), project, ckey)
        if isinstance(ftraits, list):
            diags.extend(ftraits)
            continue
        is_pk = col.name in pk_cols
        try:
            ftype = field_type(
                col,
                table=table.name,
                dialect=dialect,
                override=cc,
                config=config,
                type_key=adoption.trait_key(traits.get(col.name), "java_type", (*ckey, "java_type"))[:-1],
                ckey=ckey,
                is_pk=is_pk,
                java_enum=java_enums.get(col.name),
                entity=classes.get("entity"),
                project=project,
            )
        except ConfigError as e:  # every column of the table reported at once
            diags.extend(e.diagnostics)
            config_problem = True
            continue
        if isinstance(ftype, Diagnostic):
            diags.append(ftype)
            continue
        comment = (cc.comment if cc and cc.comment is not None else col.comment) or ""
        codes = field_codes(
            col,
            comment,
            ftype,
            plain=col.name in java_enums or is_pk or bool(ftraits.role),
            mode=(cc.comment_enums if cc else None) or config.project.comment_enums,
            overridden=overridden(col, dialect, cc, config),
            table=table.name,
            dialect=dialect,
            persistence=persistence,
            entity=entity,
            entity_ref=classes.get("entity"),
            enum_names=enum_names,
            project=project,
            where=adoption.trait_key(traits.get(col.name), "comment_enums", (*ckey, "comment_enums")),
        )
        if isinstance(codes, Diagnostic):
            diags.append(codes)
            continue
        if codes.enum is not None:
            java_enums[col.name] = codes.enum
        sql = field_sql(col, dialect=dialect, dollar=dollar, is_pk=is_pk, read_only=read_only)
        if sql.read_back:
            read_back_columns.add(col.name)
        fields.append(
            field_model(
                col.name,
                comment,
                names,
                sql,
                codes,
                ftraits,
                field_validation(sql, ftraits, is_pk=is_pk),
                primary_key=is_pk,
                persistence=persistence,
            )
        )
    if not fields and not diags:
        diags.append(
            Diagnostic(
                f"table {table.name!r} has no column left to generate",
                Location(key=key),
                "un-ignore a column or exclude the table",
            )
        )
    diags += role_problems(table, cols_cfg, pk_cols, traits)
    diags += check_roles(table.name, fields, cols_cfg, traits)
    if diags:
        raise (ConfigError if config_problem else NamingError)(diagnostics=diags)
    logic = None
    if not read_only:
        logic, fields = adoption.logic_delete_of(table.name, fields, cols_cfg, traits)
    entity_base, fields = adoption.apply_base(
        table.name, fields, classes.get("entity"), conventions, tuple(c.name for c in table.columns)
    )
    if inherited:
        fields = [replace(f, inherited=True) if f.column in inherited else f for f in fields]
    by_column = {f.column: f for f in fields}
    key_fields = tuple(by_column[c] for c in key_cols)
    kind: KeyKind = "none" if not key_fields else ("single" if len(key_fields) == 1 else "composite")
    generated_fields = tuple(f for f in key_fields if f.column in read_back_columns)
    for f in generated_fields:
        if "," in f.column:
            raise NamingError(
                f"the generated key column {f.column!r} of table {table.name!r} contains a comma, "
                "which MyBatis's keyColumn cannot carry (it separates columns there)",
                location=Location(key=(*key, "columns", f.column)),
                hint="rename the column",
            )
    key_model = KeyModel(
        kind=kind,
        fields=key_fields,
        generated=kind == "single" and bool(generated_fields),
        path="".join("/{" + f.name + "}" for f in key_fields),
        generated_fields=generated_fields,
        declared=table.primary_key is not None,
    )
    fks = tuple(
        ForeignKeyModel(
            columns=fk.columns,
            fields=tuple(by_column[c].name if c in by_column else naming.field_name(c) for c in fk.columns),
            referred_table=fk.referred_table,
            referred_columns=fk.referred_columns,
            referred_class=class_of_table.get(fk.referred_table),
            on_delete=fk.on_delete,
            on_update=fk.on_update,
        )
        for fk in table.foreign_keys
    )
    comment = (override.comment if override and override.comment is not None else table.comment) or ""
    first_line = next((ln.strip() for ln in comment.splitlines() if ln.strip()), "")
    title = first_line or " ".join(naming.words(table.name)).capitalize() or table.name
    path, endpoints, list_path = adoption.controller_facts(
        table=table.name,
        class_stem=class_stem,
        title=title,
        group=group,
        own_path=override.path if override and override.path else None,
        path_pattern=config.api.path,
        api_module=config.api.module,
        list_path=config.api.list_path,
        project=project,
        conventions=conventions,
    )
    route_config, route_keys = effective_routes(config.api, table.name, override)
    routes = table_routes(route_config, table.name, key_fields, list_path, config.api.query.path, route_keys)
    known = conventions.supertypes if conventions is not None else supertypes.category_supertypes(category)
    if team_mapper:  # the team's mapper: a team base it cannot fill gave way (resolve.reuse)
        own = supertypes.category_supertypes(category)
        known = {
            la: own.get(la, st) if st.team and la in classes and not classes[la].extends else st
            for la, st in known.items()
        }
    classes = supertypes.apply(classes, known, key_model, table.name)
    if conventions is not None:
        classes = adoption.configured_annotations(
            classes,
            conventions,
            table=table.name,
            class_stem=class_stem,
            title=title,
            group=group,
            path=path,
            api_module=config.api.module,
            base_package=project.base_package,
        )
    draft = TableModel(
        name=table.name,
        schema=table.schema,
        sql=sqlnames.mybatis_text(
            sqlnames.qualified(table.name, table.schema, dialect, default_schema), dollar=dollar
        ),
        kind=table.kind,
        dialect=dialect,
        read_only=read_only,
        sql_dialect=sql_dialect,
        comment=comment,
        title=title,
        class_name=class_stem,
        var=naming.lower_first(class_stem),
        rest_path=path,
        group=group,
        fields=tuple(fields),
        key=key_model,
        enums=tuple({id(e): e for e in java_enums.values()}.values()),
        foreign_keys=fks,
        classes=classes,
        data=dict(override.data) if override else {},
        logic_delete=logic,
        entity_base=entity_base,
        team_mapper=team_mapper,
        team_entity=inherited is not None,
        endpoints=endpoints,
        list_path=routes.list.path,
        routes=routes,
        location=created_location(routes, path, key_fields) if key_fields else None,
        unique_keys=unique_keys(
            table,
            by_column,
            partial(unique_route, route_config, table.name, key_fields, routes, keys=route_keys),
        ),
        query=queries.query_model(
            fields,
            key_fields,
            cols_cfg,
            config.api.query,
            logic,
            read_only,
            dialect,
            routes,
            category.record_components - QUERY_PAGING if category.record_components else None,
        )
        if config.project.list_queries
        else None,
    )
    return annotate(draft, project, category)


def enum_name_warnings(
    table: Table,
    override: TableConfig | None,
    traits: Mapping[str, ColumnTraits],
    dialect: str,
    config: Config,
) -> list[Diagnostic]:
    """Code lists of comments that become Java enums or entity constants with constants named
    ``CODE_<code>``: labels neither ASCII nor a frequent Chinese word genix knows the English of
    (``LABEL_NAMES``). The codes stay the database's; only the names are unreadable."""
    out: list[Diagnostic] = []
    key_cols = set(key_columns(table, override)[0])
    for col in table.columns:
        t = traits.get(col.name)
        cc = t.config if t is not None else None
        mode = (cc.comment_enums if cc else None) or config.project.comment_enums
        if mode == "doc" or col.name in key_cols or is_enum_column(col):
            continue
        if (cc is not None and (cc.ignore or cc.role)) or overridden(col, dialect, cc, config):
            continue
        comment = (cc.comment if cc and cc.comment is not None else col.comment) or ""
        values = value_list(col, parse_comment_enum(comment))
        if not values or code_type(jtypes.builtin_type(col, dialect).name, values) is None:
            continue
        unnamed = fallback_labels(values)
        if unnamed:
            listed = ", ".join(f"{v.code} {v.label!r}" for v in unnamed)
            out.append(
                Diagnostic(
                    f"the codes of column {col.name!r} of table {table.name!r} have labels genix knows "
                    f"no English name for ({listed}): their constants are named CODE_<code>",
                    Location(
                        key=adoption.trait_key(
                            t, "comment_enums", ("tables", table.name, "columns", col.name, "comment_enums")
                        )
                        if cc is not None and cc.comment_enums
                        else ("project", "comment_enums")
                    ),
                    "write the labels in English in the column comment (0=normal, 1=disabled), "
                    'or keep the column plain with comment_enums = "doc"; the codes are not changed',
                )
            )
    return out


def comment_warnings(table: Table, override: TableConfig | None) -> list[Diagnostic]:
    """Comments carrying bidirectional controls (they disguise how code reads: Trojan Source);
    the filters write them escaped."""
    out: list[Diagnostic] = []
    cols = override.columns if override else {}
    items: list[tuple[str, str | None, tuple[str, ...]]] = []
    text = override.comment if override and override.comment is not None else table.comment
    if text and not text.isascii():  # the controls are not ASCII: most comments need no look
        items.append((f"table {table.name!r}", text, ("tables", table.name, "comment")))
    for col in table.columns:
        cc = cols.get(col.name)
        text = cc.comment if cc is not None and cc.comment is not None else col.comment
        if text and not text.isascii():
            items.append(
                (
                    f"column {col.name!r} of table {table.name!r}",
                    text,
                    ("tables", table.name, "columns", col.name, "comment"),
                )
            )
    for what, text, key in items:
        bad = sorted({ch for ch in text or "" if ch in BIDI_CONTROLS})
        if bad:
            codes = ", ".join(f"U+{ord(ch):04X}" for ch in bad)
            out.append(
                Diagnostic(
                    f"the comment of {what} contains the bidirectional control {codes}: it is written escaped",
                    Location(key=key),
                    "remove it from the comment (it can make code display differently from what it does)",
                )
            )
    return out


def annotate(draft: TableModel, project: ProjectModel, category: CategorySpec) -> TableModel:
    """The table with the annotations of its fields the category decides (entity fields, request
    constraints, API docs). The hooks see the table as resolved so far (everything but
    annotations). The classes are annotated by :func:`finish`, once the relations are known."""
    key_columns = {f.column for f in draft.key.fields}
    fields = tuple(
        replace(
            f,
            path_pattern=(common.value_pattern(f) or "") if f.column in key_columns else "",
            annotations=tuple(category.field_annotations(f, draft, project)),
            constraints=tuple(common.constraints(f, draft, project)),
            api_annotations=tuple(common.api_annotations(f, draft, project)),
        )
        for f in draft.fields
    )
    by_col = {f.column: f for f in fields}
    key = replace(
        draft.key,
        fields=tuple(by_col[f.column] for f in draft.key.fields),
        generated_fields=tuple(by_col[f.column] for f in draft.key.generated_fields),
    )
    uniques = tuple(replace(u, fields=tuple(by_col[f.column] for f in u.fields)) for u in draft.unique_keys)
    return replace(draft, fields=fields, key=key, unique_keys=uniques)


def finish(
    table: TableModel,
    project: ProjectModel,
    category: CategorySpec,
    relations: tuple[RelationModel, ...] = (),
    relations_page: str = "",
    relations_xml: bool = False,
) -> TableModel:
    """The table's whole context, made once: its relations, and its classes with the annotations
    the category decides (which see the relations: a JSON property order lists them), then those
    of the config (``[layers.L] annotations``, ``[tables.T] annotations``: already on the class)."""
    table = replace(table, relations=relations, relations_page=relations_page, relations_xml=relations_xml)
    classes = {
        layer: replace(
            ref,
            annotations=tuple(
                dict.fromkeys((*category.class_annotations(layer, table, project), *ref.annotations))
            ),
        )
        for layer, ref in table.classes.items()
    }
    return replace(table, classes=classes)
