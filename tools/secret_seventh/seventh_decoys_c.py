"""Decoys, part 3: prose without the value, masked and encrypted values, automation that asks
for the password, and look-alikes of this corpus's encodings that hide nothing."""

from __future__ import annotations

import base64
import json
import random

from seventh_corpus import Ctx, DOut, an, decoy, fill, hx, rbytes, uid


@decoy
def _(rng: random.Random) -> DOut:
    text = fill(
        """
        41
        00:06:02,120 --> 00:06:05,400
        So now we log in to the staging admin panel.

        42
        00:06:05,400 --> 00:06:10,950
        I'm not going to read the password out, it's in the team vault
        under "staging admin".

        43
        00:06:11,000 --> 00:06:14,300
        Once you're in, go to Settings, then Integrations.
        """
    )
    return DOut("videos/onboarding-part3.srt", text, "Subtitles that refer to the vault, no value")


@decoy
def _(rng: random.Random) -> DOut:
    c = Ctx(rng)
    text = fill(
        """
        SHIFT HANDOVER  <<date>>  day -> night

        done:
        - console password on agg-3 rotated; new one is in Vault at secret/net/agg3/console
        - old local accounts removed from core-sw1..4

        open:
        - INC-<<inc>> waiting on carrier
        """,
        date=c.date,
        inc=rng.randint(10000, 99999),
    )
    return DOut(
        f"noc/handover/{c.date}-day.txt", text, "Handover noting a rotation and a vault path"
    )


@decoy
def _(rng: random.Random) -> DOut:
    text = fill(
        """
        ---
        marp: true
        ---

        ## Try it

        ```bash
        export INVENTORY_API_KEY=...   # from the team vault
        curl -s https://inventory.internal/v2/items?limit=5 \\
          -H "X-API-Key: $INVENTORY_API_KEY"
        ```
        """
    )
    return DOut("slides/inventory-api-v2.md", text, "Slides using an env var and an elided value")


@decoy
def _(rng: random.Random) -> DOut:
    text = fill(
        """
        How do I get read access to the reporting database?
        ---------------------------------------------------

        Ask in #data for the read-only role, then put it in ``~/.pgpass``:

        .. code-block:: text

           reports-db.internal:5432:reports:report_ro:<password from the vault>

        and connect with ``psql "postgresql://report_ro@reports-db.internal/reports"``.
        """
    )
    return DOut("docs/faq-db.rst", text, "FAQ with a .pgpass template and a passwordless URI")


@decoy
def _(rng: random.Random) -> DOut:
    tail = hx(rng, 4)
    text = fill(
        """
        2025-02-11T09:14:02Z INFO  http.client request POST https://api.internal/v1/events
        2025-02-11T09:14:02Z DEBUG http.client header Authorization: Bearer ****************<<t>>
        2025-02-11T09:14:02Z DEBUG http.client header X-API-Key: [MASKED]
        2025-02-11T09:14:03Z INFO  http.client response 202 in 412ms
        """,
        t=tail,
    )
    return DOut("logs/client-debug.log", text, "Debug log with masked header values")


@decoy
def _(rng: random.Random) -> DOut:
    lines = [hx(rng, 80) for _ in range(6)]
    text = "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(lines) + "\n"
    why = "ansible-vault ciphertext committed on purpose; the vault password is not in the repo"
    return DOut("group_vars/pos_tills/vault.yml", text, why, "")


@decoy
def _(rng: random.Random) -> DOut:
    text = fill(
        """
        GZIP_MAGIC = bytes.fromhex("1f8b08")
        ZSTD_MAGIC = bytes.fromhex("28b52ffd")


        def sniff(head: bytes) -> str:
            if head.startswith(GZIP_MAGIC):
                return "gzip"
            if head.startswith(ZSTD_MAGIC):
                return "zstd"
            return "raw"
        """
    )
    return DOut("ingest/sniff.py", text, "bytes.fromhex of file-format magic numbers")


@decoy
def _(rng: random.Random) -> DOut:
    default = base64.b64encode(b'{"theme":"dark","page_size":50}').decode()
    text = fill(
        """
        import Config

        config :portal, :ui_defaults,
          prefs: Jason.decode!(Base.decode64!("<<d>>"))
        """,
        d=default,
    )
    return DOut("config/ui.exs", text, "Base.decode64! of a UI preferences JSON")


@decoy
def _(rng: random.Random) -> DOut:
    svg = (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16">'
        '<circle cx="8" cy="8" r="6"/></svg>'
    )
    text = fill(
        """
        // icon used by the popup when the page cannot be saved
        export const OFFLINE_ICON = "data:image/svg+xml;utf8," + encodeURIComponent(atob("<<b>>"));
        """,
        b=base64.b64encode(svg.encode()).decode(),
    )
    return DOut(
        "extension/icons.js",
        text,
        "atob() of a base64 SVG icon, a look-alike of the atob token format",
    )


@decoy
def _(rng: random.Random) -> DOut:
    text = fill(
        """
        /* status banner printed on the serial console */
        const char READY_BANNER[] = { 'R', 'E', 'A', 'D', 'Y', '\\r', '\\n', '\\0' };
        const char ERR_BANNER[] = { 'E', 'R', 'R', '\\r', '\\n', '\\0' };
        """
    )
    return DOut("src/banner.c", text, "C char initializer lists spelling serial-console banners")


@decoy
def _(rng: random.Random) -> DOut:
    digest = hx(rng, 64)
    text = fill(
        """
        package update

        import (
        <<TAB>>"crypto/sha256"
        <<TAB>>"encoding/hex"
        )

        // SHA-256 of the published firmware image v2.4.1
        var expected, _ = hex.DecodeString("<<d>>")

        func Verify(img []byte) bool {
        <<TAB>>sum := sha256.Sum256(img)
        <<TAB>>return string(sum[:]) == string(expected)
        }
        """,
        d=digest,
    )
    return DOut(
        "internal/update/verify.go", text, "hex.DecodeString of a published image's SHA-256"
    )


@decoy
def _(rng: random.Random) -> DOut:
    pin = base64.b64encode(rbytes(rng, 32)).decode()
    text = fill(
        """
        import Foundation

        enum Pinning {
            // SHA-256 of the server's SubjectPublicKeyInfo (public)
            static let spkiHash = Data(base64Encoded: "<<p>>")!
        }
        """,
        p=pin,
    )
    return DOut("App/Pinning.swift", text, "Data(base64Encoded:) of a public-key pin")


@decoy
def _(rng: random.Random) -> DOut:
    text = fill(
        """
        // download the monthly supplier statements
        https://suppliers.internal/login
        supplier_pw = ask('Supplier portal password?')
        type username as ap@finance.internal
        type password as `supplier_pw`[enter]
        wait 3
        click Statements
        """
    )
    return DOut("flows/statements-ask.tag", text, "TagUI flow typing a variable filled by ask()")


@decoy
def _(rng: random.Random) -> DOut:
    text = fill(
        """
        #include <AutoItConstants.au3>

        Local $sUser = EnvGet("ERP_USER")
        Local $sPass = IniRead(@AppDataDir & "\\erp\\creds.ini", "login", "password", "")
        Run("C:\\Program Files\\StockMaster\\sm.exe")
        WinWaitActive("StockMaster - Login", "", 20)
        ControlSetText("StockMaster - Login", "", "Edit1", $sUser)
        ControlSend("StockMaster - Login", "", "Edit2", $sPass)
        """
    )
    return DOut("autoit/login_env.au3", text, "AutoIt reading the password from env and an INI")


@decoy
def _(rng: random.Random) -> DOut:
    text = fill(
        """
        #!/bin/sh
        sleep 15
        WID=$(xdotool search --sync --name "Kiosk Login" | head -1)
        xdotool windowactivate --sync "$WID"
        xdotool type --delay 60 "$(secret-tool lookup service kiosk user lobby)"
        xdotool key Return
        """
    )
    return DOut(
        "kiosk/autologin-keyring.sh", text, "xdotool typing a value fetched from the keyring"
    )


@decoy
def _(rng: random.Random) -> DOut:
    text = fill(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <array>
          <dict>
            <key>Actions</key>
            <array>
              <dict>
                <key>MacroActionType</key>
                <string>InsertText</string>
                <key>Text</key>
                <string>%PasswordVariable%VPN_Password%</string>
              </dict>
            </array>
            <key>Name</key>
            <string>VPN password</string>
          </dict>
        </array>
        </plist>
        """
    )
    why = "Keyboard Maestro action inserting a password variable token, not its value"
    return DOut("macros/VPN-from-variable.kmmacros", text, why, "xml")


@decoy
def _(rng: random.Random) -> DOut:
    conf = {
        "UiPath": {
            "OrchestratorUrl": "https://cloud.uipath.com/acme/DefaultTenant/orchestrator_/",
            "ClientId": uid(rng),
            "ClientSecret": "#{UiPathClientSecret}#",
        }
    }
    why = "appsettings.json with an Octopus-style #{...}# token replaced at deploy time"
    return DOut("QueueFeeder/appsettings.Release.json", json.dumps(conf, indent=2) + "\n", why)


@decoy
def _(rng: random.Random) -> DOut:
    text = fill(
        """
        import getpass
        import os

        import openreview
        from doccano_client import DoccanoClient

        client = openreview.api.OpenReviewClient(
            baseurl="https://api2.openreview.net",
            username=os.environ["OPENREVIEW_USERNAME"],
            password=os.environ["OPENREVIEW_PASSWORD"],
        )
        doccano = DoccanoClient("https://doccano.internal")
        doccano.login(username="admin", password=getpass.getpass("doccano password: "))
        """
    )
    return DOut("review/clients.py", text, "Clients built from os.environ and getpass()")


@decoy
def _(rng: random.Random) -> DOut:
    text = fill(
        """
        [api]
        # run `sf.store_account(token)` once; the token then lives outside the repo
        hostname = "platform.strawberryfields.ai"
        use_ssl = true
        port = 443
        """
    )
    return DOut(
        "photonics/config.toml", text, "Strawberry Fields config without authentication_token"
    )


@decoy
def _(rng: random.Random) -> DOut:
    c = Ctx(rng)
    text = fill(
        """
        [defaults]
        endpoint = https://na-west-1.cloud.dwavesys.com/sapi/v2/
        client = base

        [<<prof>>]
        client = qpu
        solver = {"topology__type": "pegasus"}
        # token: set DWAVE_API_TOKEN
        """,
        prof=c.slug,
    )
    return DOut(
        "anneal/dwave.conf", text, "D-Wave profile with no token line; env var named", "ini"
    )


@decoy
def _(rng: random.Random) -> DOut:
    c = Ctx(rng)
    text = fill(
        """
        Bridge mqtt:broker:local "Mosquitto" [
            host="127.0.0.1", port=1883, secure=false, clientID="openhab-<<slug>>"
        ]
        // anonymous access on loopback only; see mosquitto.conf listener 1883 127.0.0.1
        """,
        slug=c.slug,
    )
    return DOut("things/local-mqtt.things", text, "openHAB MQTT bridge without username/password")


@decoy
def _(rng: random.Random) -> DOut:
    text = fill(
        """
        #!/bin/sh
        # the join code is injected by the fleet manager as a Docker secret
        export JOINCODE="$(cat /run/secrets/husarnet_joincode)"
        exec husarnet-daemon
        """
    )
    return DOut(
        "docker/husarnet-entrypoint.sh", text, "Husarnet join code read from a Docker secret"
    )


@decoy
def _(rng: random.Random) -> DOut:
    tok = an(rng, 6)
    text = fill(
        """
        # Overleaf sync
        The `sync` target needs `OVERLEAF_TOKEN` in your environment, e.g. from `pass`:

            export OVERLEAF_TOKEN=$(pass show overleaf/git)
            make sync

        Tokens start with `olp_`; the one ending in `...<<t>>` was revoked on 2024-11-02.
        """,
        t=tok,
    )
    return DOut(
        "paper/SYNC.md", text, "Docs naming the token prefix and a revoked token's last chars"
    )
