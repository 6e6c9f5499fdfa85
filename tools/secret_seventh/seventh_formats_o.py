"""Browser extensions: Chrome Web Store upload, options pages, MV3 service workers, userscripts,
bookmarklets, Tampermonkey backups, Firefox enterprise policies, Edge Add-ons publishing."""

from __future__ import annotations

import json
import random

from seventh_corpus import LOWER, Ctx, Out, an, fill, fmt, hx, pick, uid

FAM = "browser_extension_files"
EXT_ID = "abcdefghijklmnop"


@fmt(FAM, "chrome_webstore_upload_cli_refresh_token_script")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = (
        "1//0"
        + an(rng, 2)
        + an(rng, 99, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    )
    pkg = {
        "name": f"{c.slug}-tab-notes",
        "version": "2.3.1",
        "scripts": {
            "build": "vite build && node scripts/zip.js",
            "release": (
                "chrome-webstore-upload upload --source dist/extension.zip --auto-publish "
                f"--extension-id {an(rng, 32, EXT_ID)} "
                f"--client-id {rng.randint(10**11, 10**12 - 1)}-{an(rng, 32, LOWER + '0123456789')}"
                ".apps.googleusercontent.com --client-secret $CWS_CLIENT_SECRET "
                f"--refresh-token {tok}"
            ),
        },
        "devDependencies": {"chrome-webstore-upload-cli": "^3.3.0", "vite": "^5.4.0"},
    }
    path = pick(rng, "package.json", "extension/package.json", f"{c.slug}-ext/package.json")
    return Out(path, json.dumps(pkg, indent=2) + "\n", tok)


@fmt(FAM, "extension_options_html_input_default_value_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = an(rng, 32)
    text = fill(
        """
        <!DOCTYPE html>
        <html>
          <head>
            <meta charset="utf-8">
            <title><<name>> options</title>
            <link rel="stylesheet" href="options.css">
          </head>
          <body>
            <h1><<name>></h1>
            <label for="server">Server</label>
            <input type="url" id="server" value="https://<<host>>">
            <label for="apiKey">API key</label>
            <input type="password" id="apiKey" value="<<key>>" autocomplete="off">
            <button id="save">Save</button>
            <script src="options.js"></script>
          </body>
        </html>
        """,
        name=pick(rng, "Clip to Wiki", "Snapshot Sender", "Ticket Helper"),
        host=c.host("wiki", "notes", "helpdesk"),
        key=key,
    )
    path = pick(rng, "src/options.html", "extension/options/options.html", "options.html")
    return Out(path, text, key)


@fmt(FAM, "mv3_background_service_worker_raindrop_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = uid(rng)
    text = fill(
        """
        // background.js (service worker)
        const RAINDROP_TOKEN = '<<tok>>';
        const COLLECTION_ID = <<coll>>;

        chrome.contextMenus.onClicked.addListener(async (info, tab) => {
          if (info.menuItemId !== 'save-link') return;
          await fetch('https://api.raindrop.io/rest/v1/raindrop', {
            method: 'POST',
            headers: {
              'Authorization': `Bearer ${RAINDROP_TOKEN}`,
              'Content-Type': 'application/json',
            },
            body: JSON.stringify({ link: info.linkUrl || tab.url, <<+>>
            collection: { $id: COLLECTION_ID } }),
          });
        });
        """,
        tok=tok,
        coll=rng.randint(10000000, 49999999),
    )
    path = pick(rng, "background.js", "src/background.js", f"{c.slug}-saver/background.js")
    return Out(path, text, tok)


@fmt(FAM, "userscript_gm_xmlhttprequest_redmine_api_key_header")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = hx(rng, 40)
    host = c.host("redmine", "issues")
    text = fill(
        """
        // ==UserScript==
        // @name         Redmine quick time entry
        // @namespace    https://<<host>>/
        // @version      0.4
        // @match        https://<<host>>/issues/*
        // @grant        GM_xmlhttpRequest
        // @connect      <<host>>
        // ==/UserScript==

        (function () {
          'use strict';
          const KEY = '<<key>>';
          const id = location.pathname.split('/').pop();
          document.querySelector('#content h2').addEventListener('dblclick', () => {
            GM_xmlhttpRequest({
              method: 'POST',
              url: 'https://<<host>>/time_entries.json',
              headers: { 'X-Redmine-API-Key': KEY, 'Content-Type': 'application/json' },
              data: JSON.stringify({ time_entry: { issue_id: id, hours: 0.25 } }),
            });
          });
        })();
        """,
        host=host,
        key=key,
    )
    path = pick(rng, "redmine-quick-time.user.js", "userscripts/redmine.user.js", "quick.user.js")
    return Out(path, text, key)


@fmt(FAM, "netscape_bookmarks_html_bookmarklet_linkding_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = hx(rng, 40)
    host = c.host("links", "linkding")
    js = (
        "javascript:(()=>{fetch('https://" + host + "/api/bookmarks/',{method:'POST',"
        "headers:{'Authorization':'Token " + tok + "','Content-Type':'application/json'},"
        "body:JSON.stringify({url:location.href,title:document.title})})"
        ".then(r=>alert(r.ok?'saved':'failed'))})()"
    )
    text = fill(
        """
        <!DOCTYPE NETSCAPE-Bookmark-file-1>
        <META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">
        <TITLE>Bookmarks</TITLE>
        <H1>Bookmarks</H1>
        <DL><p>
            <DT><H3 ADD_DATE="<<t>>" PERSONAL_TOOLBAR_FOLDER="true">Bookmarks bar</H3>
            <DL><p>
                <DT><A HREF="https://<<host>>/bookmarks" ADD_DATE="<<t>>">linkding</A>
                <DT><A HREF="<<js>>" ADD_DATE="<<t>>">+ linkding</A>
            </DL><p>
        </DL><p>
        """,
        t=rng.randint(1_650_000_000, 1_750_000_000),
        host=host,
        js=js,
    )
    path = pick(
        rng, "bookmarks.html", f"exports/bookmarks_{c.date}.html", "dotfiles/bookmarks.html"
    )
    return Out(path, text, tok)


@fmt(FAM, "tampermonkey_backup_json_script_storage_value")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = an(rng, 40)
    backup = {
        "created_by": "Tampermonkey",
        "version": "1",
        "scripts": [
            {
                "name": "Helpdesk canned replies",
                "options": {"run_at": "document-idle", "override": {"use_includes": []}},
                "storage": {"ts": epoch_ms(rng), "data": {"apiToken": tok, "team": c.slug}},
                "enabled": True,
                "position": 1,
                "uuid": uid(rng),
                "source": "Ly8gPT1Vc2VyU2NyaXB0PT0=",
            }
        ],
    }
    path = pick(
        rng,
        f"backups/tampermonkey-backup-{c.date}.json",
        "tampermonkey.json",
        f"{c.user}/tm-backup.json",
    )
    return Out(path, json.dumps(backup, indent=2) + "\n", tok)


def epoch_ms(rng: random.Random) -> int:
    """A recent time in milliseconds."""
    return rng.randint(1_700_000_000_000, 1_760_000_000_000)


@fmt(FAM, "firefox_policies_json_3rdparty_extension_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = an(rng, 48)
    pol = {
        "policies": {
            "DisableTelemetry": True,
            "ExtensionSettings": {
                f"helper@{c.domain}": {
                    "installation_mode": "force_installed",
                    "install_url": f"https://{c.host('intranet')}/ext/helper.xpi",
                }
            },
            "3rdparty": {
                "Extensions": {
                    f"helper@{c.domain}": {
                        "server": f"https://{c.host('intranet')}",
                        "serverToken": tok,
                    }
                }
            },
        }
    }
    path = pick(
        rng,
        "distribution/policies.json",
        "firefox/distribution/policies.json",
        f"gpo/{c.slug}/policies.json",
    )
    return Out(path, json.dumps(pol, indent=2) + "\n", tok)


@fmt(FAM, "edge_addons_publish_api_key_header_script")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = an(rng, 32)
    text = fill(
        """
        #!/usr/bin/env bash
        set -euo pipefail
        PRODUCT_ID=<<pid>>
        CLIENT_ID=<<cid>>
        API_KEY=<<key>>
        EDGE_API=https://api.addons.microsoftedge.microsoft.com/v1
        curl -fsS -X POST \\
          "$EDGE_API/products/$PRODUCT_ID/submissions/draft/package" \\
          -H "Authorization: ApiKey $API_KEY" \\
          -H "X-ClientID: $CLIENT_ID" \\
          -H "Content-Type: application/zip" \\
          -T dist/extension.zip
        """,
        pid=uid(rng),
        cid=uid(rng),
        key=key,
    )
    path = pick(rng, "scripts/publish-edge.sh", "release/edge.sh", f"{c.slug}-ext/edge.sh")
    return Out(path, text, key)
