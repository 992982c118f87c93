"""The one page-size policy of a project's paged endpoints (``[api.query]``): sizes, what an
oversized request gets, the names of the paging parameters."""

from __future__ import annotations

from dbjavagenix.config.model import Config
from dbjavagenix.resolve.columns import naming
from dbjavagenix.resolve.context.api_model import PageParamModel, PagePolicy


def _page_params(name: str) -> PageParamModel:
    return PageParamModel(name, naming.getter(name, False), naming.setter(name, False))


def page_policy(config: Config) -> PagePolicy:
    """The one page-size policy (``[api.query]``) and the cap of ``?with=`` loads."""
    q = config.api.query
    return PagePolicy(
        q.default_page_size,
        q.max_page_size,
        q.oversize == "clamp",
        _page_params(q.page_param),
        _page_params(q.size_param),
        _page_params(q.sort_param),
        related_limit=config.api.related_limit,
    )
