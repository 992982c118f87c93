"""``GENIX_SECTION__KEY`` environment overrides through pydantic-settings: environment values win
over the file and merge with it key by key (``GENIX_CONNECTIONS__MAIN__PASSWORD`` sets one key)."""

from __future__ import annotations

from pydantic_settings import BaseSettings, PydanticBaseSettingsSource, SettingsConfigDict

from dbjavagenix.config.model import Config

ENV_PREFIX = "GENIX_"


class EnvSettings(BaseSettings, Config):
    model_config = SettingsConfigDict(
        env_prefix=ENV_PREFIX,
        env_nested_delimiter="__",
        extra="forbid",
        frozen=True,
    )

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        return (env_settings, init_settings)
