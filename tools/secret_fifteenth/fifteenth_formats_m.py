"""opds_ebook_library_servers: OPDS catalogues, e-book/comic/audiobook servers and reader apps."""

from __future__ import annotations

import base64
import re

from fifteenth_corpus import (
    SYM_DQ,
    SYM_XML,
    Out,
    alnum,
    fmt,
    gen_pw,
    host,
    jwt,
    pick,
    uuid4,
    words_pw,
)

FAM = "opds_ebook_library_servers"


@fmt(FAM, "koreader_opds_lua_catalog_url_path_api_key")
def _kavita(rng):
    key = uuid4(rng)
    text = f"""-- ./settings/opds.lua
return {{
    ["opds_servers"] = {{
        [1] = {{
            ["title"] = "Kavita",
            ["url"] = "https://{host(rng, "books")}/api/opds/{key}",
        }},
        [2] = {{
            ["title"] = "Project Gutenberg",
            ["url"] = "https://m.gutenberg.org/ebooks.opds/",
        }},
    }},
}}
"""
    path = pick(
        rng,
        (
            "koreader/settings/opds.lua",
            ".adds/koreader/settings/opds.lua",
            "kindle/koreader/settings/opds.lua",
        ),
    )
    return Out(path, text, key, "")


@fmt(FAM, "koreader_opds_lua_catalog_username_password_komga")
def _komga(rng):
    pw = words_pw(rng)
    text = f"""return {{
    ["opds_servers"] = {{
        [1] = {{
            ["title"] = "Komga",
            ["url"] = "https://{host(rng, "comics")}/opds/v1.2/catalog",
            ["username"] = "{alnum(rng, 6).lower()}@home.lan",
            ["password"] = "{pw}",
        }},
    }},
}}
"""
    path = pick(
        rng,
        (
            "koreader/settings/opds.lua",
            "kobo/.adds/koreader/settings/opds.lua",
            "pocketbook/koreader/settings/opds.lua",
        ),
    )
    return Out(path, text, pw, "")


@fmt(FAM, "audiobookshelf_api_bearer_jwt_bash_backup")
def _abs(rng):
    tok = jwt(rng, {"userId": uuid4(rng), "username": "root", "iat": 1760000000})
    text = f"""#!/usr/bin/env bash
set -euo pipefail
ABS_URL=https://{host(rng, "abs")}
ABS_TOKEN={tok}
curl -sf -X POST -H "Authorization: Bearer $ABS_TOKEN" "$ABS_URL/api/backups" >/dev/null
curl -sf -H "Authorization: Bearer $ABS_TOKEN" "$ABS_URL/api/libraries" | jq -r '.libraries[].name'
"""
    path = pick(
        rng, ("scripts/abs-backup.sh", "cron/audiobookshelf_backup.sh", "homelab/abs/backup.sh")
    )
    return Out(path, text, tok, "")


@fmt(FAM, "ubooquity_preferences_json_admin_password")
def _ubq(rng):
    pw = gen_pw(rng, sym=SYM_DQ)
    text = f"""{{
  "filesPaths": [{{"pathString": "/books", "userSharedWith": []}}],
  "libraryPortNumber": 2202,
  "adminPortNumber": 2203,
  "adminPassword": "{pw}",
  "isOpdsProvided": true,
  "reverseProxyPrefix": "ubooquity"
}}
"""
    path = pick(
        rng,
        (
            "ubooquity/preferences.json",
            "config/ubooquity/preferences.json",
            "opt/ubooquity/preferences.json",
        ),
    )
    return Out(path, text, pw)


@fmt(FAM, "cops_config_local_php_basic_authentication_array")
def _cops(rng):
    pw = gen_pw(rng, sym=SYM_DQ)
    text = f"""<?php
    if (!isset($config))
        $config = array();

    $config['cops_title_default'] = "Family Library";
    $config['cops_use_url_rewriting'] = "1";
    $config['cops_basic_authentication'] = array("username" => "family", "password" => "{pw}");
"""
    path = pick(
        rng, ("cops/config_local.php", "var/www/cops/config_local.php", "library/config_local.php")
    )
    return Out(path, text, pw, "")


def _basic_pw(text: str) -> str:
    m = re.search(r"Basic ([A-Za-z0-9+/=]+)", text)
    assert m
    return base64.b64decode(m.group(1)).decode().split(":", 1)[1]


@fmt(FAM, "opds_feed_http_request_file_basic_header_base64", decode=_basic_pw)
def _httpfile(rng):
    pw = gen_pw(rng, sym=SYM_DQ)
    u = alnum(rng, 6).lower()
    tok = base64.b64encode(f"{u}:{pw}".encode()).decode()
    text = f"""### OPDS root (Kavita/Komga both speak Basic)
GET https://{host(rng, "books")}/opds/v1.2/catalog
Accept: application/atom+xml;profile=opds-catalog
Authorization: Basic {tok}

### search
GET https://{host(rng, "books")}/opds/v1.2/search?search=tolkien
"""
    path = pick(rng, ("http/opds.http", "requests/catalog.http", "docs/opds-debug.http"))
    return Out(path, text, pw, "")


@fmt(FAM, "jabref_prefs_xml_shared_database_password_entry")
def _jabref(rng):
    pw = gen_pw(rng, sym=SYM_XML)
    text = f"""<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!DOCTYPE preferences SYSTEM "http://java.sun.com/dtd/preferences.dtd">
<preferences EXTERNAL_XML_VERSION="1.0">
  <root type="user">
    <map/>
    <node name="org">
      <map/>
      <node name="jabref">
        <map>
          <entry key="sharedDatabaseType" value="PostgreSQL"/>
          <entry key="sharedDatabaseHost" value="{host(rng, "pg")}"/>
          <entry key="sharedDatabaseUser" value="groupbib"/>
          <entry key="sharedDatabasePassword" value="{pw}"/>
        </map>
      </node>
    </node>
  </root>
</preferences>
"""
    path = pick(
        rng, ("jabref-prefs.xml", "lab/bib/jabref_preferences.xml", "backup/jabref-export.xml")
    )
    return Out(path, text, pw, "")
