"""Numbered store-format migrations, applied in order by ``sacp migrate`` (shipped as
``sacpstore_migrations``)."""
