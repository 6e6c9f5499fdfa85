"""Smart building / BMS: openHAB, Loxone, xknx, Niagara oBIX, Ignition, Hubitat, SmartThings,
Metasys, VOLTTRON."""

from __future__ import annotations

import json
import random

from seventh_corpus import SYM_Q, Ctx, Out, an, b64, fill, fmt, pick, pw, uid, words_pw

FAM = "smart_building_bms"


@fmt(FAM, "openhab_mqtt_things_bridge_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 10, 18, "-_.!@#%+")
    text = fill(
        """
        Bridge mqtt:broker:mosquitto "Mosquitto" [
            host="<<ip>>", port=1883, secure=false,
            username="openhab", password="<<s>>", clientID="openhab-<<slug>>"
        ] {
            Thing topic ahu1 "AHU 1" {
                Channels:
                    Type number : supplyTemp "Supply temperature" [ stateTopic="bms/ahu1/supply" ]
                    Type switch : fan "Fan" [ stateTopic="bms/ahu1/fan", <<+>>
                    commandTopic="bms/ahu1/fan/set" ]
            }
        }
        """,
        ip=c.ip(),
        s=s,
        slug=c.slug,
    )
    path = pick(rng, "things/mqtt.things", "conf/things/bms.things", f"openhab/{c.slug}.things")
    return Out(path, text, s)


@fmt(FAM, "pyloxone_miniserver_login_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = words_pw(rng) if rng.random() < 0.4 else pw(rng, 10, 16, "-_.!@#")
    text = fill(
        """
        import asyncio

        from pyloxone_api import LoxAPI

        MINISERVER = "<<ip>>"
        USER = "<<user>>"
        PASSWORD = "<<s>>"


        async def main() -> None:
            api = LoxAPI(user=USER, password=PASSWORD, host=MINISERVER, port=80)
            await api.getJson()
            await api.async_init()
            await api.send_websocket_command("<<uuid>>", "pulse")


        asyncio.run(main())
        """,
        ip=c.ip(),
        user=pick(rng, "admin", "haustechnik", c.user),
        s=s,
        uuid=f"{an(rng, 8, '0123456789abcdef')}-{an(rng, 4, '0123456789abcdef')}-"
        f"{an(rng, 4, '0123456789abcdef')}-{an(rng, 16, '0123456789abcdef')}",
    )
    path = pick(rng, "loxone/blinds.py", "scripts/loxone_pulse.py", f"{c.slug}_building/lox.py")
    return Out(path, text, s)


@fmt(FAM, "xknx_secure_config_knxkeys_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 10, 20, "-_.!@#%+")
    text = fill(
        """
        import asyncio

        from xknx import XKNX
        from xknx.io import ConnectionConfig, ConnectionType, SecureConfig

        connection_config = ConnectionConfig(
            connection_type=ConnectionType.TUNNELING_TCP_SECURE,
            gateway_ip="<<ip>>",
            secure_config=SecureConfig(
                knxkeys_file_path="keys/<<slug>>.knxkeys",
                knxkeys_password="<<s>>",
            ),
        )


        async def main() -> None:
            async with XKNX(connection_config=connection_config) as xknx:
                await xknx.telegrams.join()


        asyncio.run(main())
        """,
        ip=c.ip(),
        slug=c.slug,
        s=s,
    )
    path = pick(rng, "knx/monitor.py", "bms/knx_secure.py", f"{c.slug}_knx.py")
    return Out(path, text, s)


@fmt(FAM, "niagara_obix_requests_basic_auth_tuple")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 12, 18, SYM_Q.replace('"', ""))
    text = fill(
        """
        import requests

        JACE = "https://<<ip>>/obix/config/Drivers/BacnetNetwork"
        AUTH = ("obix_reader", "<<s>>")


        def read_point(device: str, point: str) -> float:
            url = f"{JACE}/{device}/points/{point}/out/"
            r = requests.get(url, auth=AUTH, verify=False, timeout=10)
            r.raise_for_status()
            return float(r.text.split('val="')[1].split('"')[0])
        """,
        ip=c.ip(),
        s=s,
    )
    path = pick(rng, "obix_poll.py", "energy/niagara_reader.py", f"{c.slug}_bms/obix.py")
    return Out(path, text, s)


@fmt(FAM, "ignition_gateway_api_token_header_shell")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    name = pick(rng, "ci-deploy", "historian-sync", "ops")
    tok = f"{name}:{b64(rng, 32, url=True, pad=False)}"
    text = fill(
        """
        #!/usr/bin/env bash
        # push the tag export to the Ignition gateway after each merge
        set -euo pipefail
        GATEWAY=https://<<host>>:8043
        TOKEN='<<tok>>'
        curl -fsS -X POST "$GATEWAY/data/api/v1/projects/import/<<proj>>" \\
          -H "X-Ignition-API-Token: $TOKEN" \\
          -F "file=@build/<<proj>>.zip"
        """,
        host=c.host("ignition", "scada"),
        tok=tok,
        proj=pick(rng, "hvac", "plant", "campus"),
    )
    path = pick(rng, "ci/deploy_ignition.sh", "scripts/push-project.sh", f"{c.slug}/ignition.sh")
    return Out(path, text, tok)


@fmt(FAM, "hubitat_maker_api_access_token_dashboard_json")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = uid(rng)
    app = rng.randint(10, 900)
    conf = {
        "title": f"{c.org} floor 2",
        "hub": f"http://{c.ip()}",
        "devicesUrl": f"http://{c.ip()}/apps/api/{app}/devices/all?access_token={tok}",
        "refreshSeconds": 15,
        "tiles": [{"device": rng.randint(1, 300), "template": "thermostat"}],
    }
    path = pick(
        rng, "dashboard/config.json", "wallpanel/hubitat.json", f"{c.slug}-panel/config.json"
    )
    return Out(path, json.dumps(conf, indent=2) + "\n", tok)


@fmt(FAM, "smartthings_core_sdk_bearer_authenticator_pat")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = uid(rng)
    text = fill(
        """
        const { SmartThingsClient, BearerTokenAuthenticator } = require('@smartthings/core-sdk');

        const client = new SmartThingsClient(
          new BearerTokenAuthenticator('<<tok>>'),
        );

        async function lightsOff(locationId) {
          const devices = await client.devices.list({ locationId, capability: 'switch' });
          for (const d of devices) {
            await client.devices.executeCommand(d.deviceId, {
              capability: 'switch', command: 'off',
            });
          }
        }

        module.exports = { lightsOff };
        """,
        tok=tok,
    )
    path = pick(rng, "src/smartthings.js", "automations/lights.js", f"{c.slug}-office/st.js")
    return Out(path, text, tok)


@fmt(FAM, "metasys_rest_login_powershell_hashtable")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 12, 18, "-_.!@#%+")
    text = fill(
        """
        $adx = 'https://<<host>>/api/v4'
        $body = @{ username = 'api_reporting'; password = '<<s>>' } | ConvertTo-Json
        $login = Invoke-RestMethod -Method Post -Uri "$adx/login" -Body $body <<+>>
            -ContentType 'application/json'
        $headers = @{ Authorization = "Bearer $($login.accessToken)" }
        Invoke-RestMethod -Uri "$adx/alarms?pageSize=200" -Headers $headers |
            Select-Object -ExpandProperty items |
            Export-Csv -NoTypeInformation -Path "alarms-$(Get-Date -Format yyyyMMdd).csv"
        """,
        host=c.host("adx", "metasys"),
        s=s,
    )
    path = pick(rng, "Export-MetasysAlarms.ps1", "bms/metasys_alarms.ps1", f"{c.slug}/alarms.ps1")
    return Out(path, text, s)


@fmt(FAM, "volttron_sqlhistorian_agent_config_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 12, 20, SYM_Q.replace('"', ""))
    conf = {
        "connection": {
            "type": "postgresql",
            "params": {
                "dbname": "volttron",
                "host": c.host("pg", "tsdb"),
                "port": 5432,
                "user": "historian",
                "password": s,
                "timescale_dialect": True,
            },
        },
        "tables_def": {"table_prefix": c.slug, "data_table": "data", "topics_table": "topics"},
    }
    path = pick(rng, "config/sqlhistorian.config", "agents/historian.json", f"{c.slug}/hist.config")
    return Out(path, json.dumps(conf, indent=4) + "\n", s, "json")
