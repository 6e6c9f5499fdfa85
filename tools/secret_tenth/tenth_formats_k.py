# ruff: noqa: E501 (embedded files keep their real long lines)
"""ev_solar_energy_monitors: EV charging, car loggers, inverters and energy-monitoring uploads."""

from __future__ import annotations

import random

from tenth_corpus import (
    DIGITS,
    SYM_JSON,
    SYM_SQ,
    UPPER,
    Ctx,
    Out,
    an,
    b64,
    epoch,
    fill,
    fmt,
    hx,
    jwt,
    pick,
    pw,
    uid,
    words_pw,
)

FAM = "ev_solar_energy_monitors"


@fmt(FAM, "teslamate_compose_encryption_key_env")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pick(rng, an(rng, 32), pw(rng, 24, 32, sym="-_.~"))
    text = fill(
        """
        services:
          teslamate:
            image: teslamate/teslamate:latest
            restart: always
            environment:
              - ENCRYPTION_KEY=<<secret>>
              - DATABASE_USER=teslamate
              - DATABASE_PASS=<<db>>
              - DATABASE_NAME=teslamate
              - DATABASE_HOST=database
              - MQTT_HOST=mosquitto
              - TZ=Europe/Berlin
            ports:
              - 4000:4000
            volumes:
              - ./import:/opt/app/import
            cap_drop:
              - all

          database:
            image: postgres:16
            restart: always
            environment:
              - POSTGRES_USER=teslamate
              - POSTGRES_PASSWORD=<<db>>
              - POSTGRES_DB=teslamate
            volumes:
              - teslamate-db:/var/lib/postgresql/data

        volumes:
          teslamate-db:
        """,
        secret=secret,
        db=pw(rng, sym=""),
    )
    path = pick(
        rng,
        "teslamate/docker-compose.yml",
        f"homelab/{c.short}/teslamate/compose.yaml",
        "stacks/teslamate.yml",
    )
    return Out(path, text, secret)


@fmt(FAM, "evcc_yaml_vehicle_template_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pick(rng, words_pw(rng), pw(rng, sym=SYM_SQ.replace("\\", "")))
    make, title = pick(
        rng, "renault|Zoe", "id|ID.3", "skoda|Enyaq", "kia|EV6", "polestar|Polestar 2"
    ).split("|")
    text = fill(
        """
        network:
          schema: http
          host: evcc.local
          port: 7070

        interval: 30s

        site:
          title: <<last>> home
          meters:
            grid: grid
            pv: pv

        meters:
          - name: grid
            type: template
            template: shelly-3em
            host: <<ip1>>
          - name: pv
            type: template
            template: sma-hybrid
            host: <<ip2>>

        chargers:
          - name: wallbox
            type: template
            template: go-e-v3
            host: <<ip3>>

        vehicles:
          - name: car
            type: template
            template: <<make>>
            title: <<title>>
            user: <<email>>
            password: '<<secret>>'
            vin: <<vin>>
            capacity: <<cap>>

        loadpoints:
          - title: Garage
            charger: wallbox
            vehicle: car
            mode: pv
        """,
        last=c.last,
        ip1=c.ip(),
        ip2=c.ip(),
        ip3=c.ip(),
        make=make,
        title=title,
        email=c.email,
        secret=secret,
        vin=an(rng, 17, UPPER + DIGITS),
        cap=rng.choice((52, 58, 77, 82)),
    )
    path = pick(rng, "evcc.yaml", "etc/evcc.yaml", f"homelab/{c.short}/evcc/evcc.yaml")
    return Out(path, text, secret)


@fmt(FAM, "enphase_envoy_local_api_bearer_jwt_curl")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    serial = an(rng, 12, DIGITS)
    iat = epoch(rng)
    token = jwt(
        rng,
        {
            "aud": serial,
            "iss": "Entrez",
            "enphaseUser": "owner",
            "exp": iat + 31536000,
            "iat": iat,
            "jti": uid(rng),
            "username": c.email,
        },
        alg="ES256",
        kid=hx(rng, 64),
    )
    text = fill(
        """
        #!/bin/sh
        # poll the IQ Gateway (serial <<serial>>) every minute from cron
        TOKEN="<<token>>"
        curl -sk -H "Accept: application/json" -H "Authorization: Bearer $TOKEN" \\
          https://<<ip>>/ivp/meters/readings >> /var/log/envoy/readings.jsonl
        """,
        serial=serial,
        token=token,
        ip=c.ip(),
    )
    path = pick(
        rng, "bin/envoy-poll.sh", f"solar/{c.short}/poll_envoy.sh", "scripts/enphase_readings.sh"
    )
    return Out(path, text, token)


@fmt(FAM, "solaredge_monitoring_api_key_python_params")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = an(rng, 32, UPPER + DIGITS)
    text = fill(
        """
        import datetime as dt

        import requests

        SITE_ID = <<site>>
        API_KEY = "<<key>>"
        BASE = "https://monitoringapi.solaredge.com"


        def energy_today() -> float:
            today = dt.date.today().isoformat()
            r = requests.get(
                f"{BASE}/site/{SITE_ID}/energy",
                params={"api_key": API_KEY, "timeUnit": "DAY", "startDate": today, "endDate": today},
                timeout=20,
            )
            r.raise_for_status()
            return r.json()["energy"]["values"][0]["value"] or 0.0


        if __name__ == "__main__":
            print(f"{energy_today() / 1000:.2f} kWh")
        """,
        site=rng.randint(1_000_000, 4_999_999),
        key=key,
    )
    path = pick(rng, "solaredge_today.py", f"energy/{c.short}/solaredge.py", "scripts/pv_daily.py")
    return Out(path, text, key)


@fmt(FAM, "pvoutput_addstatus_cron_curl_apikey_header")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = hx(rng, 40)
    text = fill(
        """
        #!/bin/bash
        # */5 * * * * /home/pi/bin/pvoutput.sh
        W=$(curl -s http://<<ip>>/solar_api/v1/GetPowerFlowRealtimeData.fcgi | jq '.Body.Data.Site.P_PV // 0')
        curl -s \\
          -H "X-Pvoutput-Apikey: <<key>>" \\
          -H "X-Pvoutput-SystemId: <<sid>>" \\
          -d "d=$(date +%Y%m%d)" -d "t=$(date +%H:%M)" -d "v2=${W%.*}" \\
          https://pvoutput.org/service/r2/addstatus.jsp
        """,
        ip=c.ip(),
        key=key,
        sid=rng.randint(10000, 99999),
    )
    path = pick(
        rng, "home/pi/bin/pvoutput.sh", f"solar/{c.short}/pvoutput_upload.sh", "bin/pvoutput.sh"
    )
    return Out(path, text, key)


@fmt(FAM, "tibber_graphql_fetch_bearer_token_node")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = b64(rng, 32, url=True, pad=False)
    text = fill(
        """
        // price-fetch.mjs: store tomorrow's hourly prices for the heat-pump scheduler
        import { writeFile } from "node:fs/promises";

        const TIBBER_TOKEN = "<<token>>";
        const query = `{ viewer { homes { currentSubscription { priceInfo { tomorrow { total startsAt } } } } } }`;

        const res = await fetch("https://api.tibber.com/v1-beta/gql", {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Authorization: `Bearer ${TIBBER_TOKEN}`,
          },
          body: JSON.stringify({ query }),
        });
        const data = await res.json();
        await writeFile("prices-<<short>>.json", JSON.stringify(data.data.viewer.homes[0], null, 2));
        """,
        token=token,
        short=c.short,
    )
    path = pick(
        rng, "price-fetch.mjs", f"heatpump/{c.short}/tibber.mjs", "scripts/tibber-prices.mjs"
    )
    return Out(path, text, token)


@fmt(FAM, "victron_vrm_x_authorization_token_header_python")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = hx(rng, 64)
    text = fill(
        """
        import requests

        VRM = "https://vrmapi.victronenergy.com/v2"
        INSTALLATION = <<inst>>
        HEADERS = {"X-Authorization": "Token <<token>>"}


        def soc() -> float:
            url = f"{VRM}/installations/{INSTALLATION}/widgets/BatterySummary"
            data = requests.get(url, headers=HEADERS, timeout=15).json()
            return float(data["records"]["data"]["51"]["valueFormattedWithUnit"].rstrip(" %"))


        print(f"battery at {soc():.0f}%")
        """,
        inst=rng.randint(100000, 999999),
        token=token,
    )
    path = pick(rng, "vrm_soc.py", f"boat/{c.short}/victron_soc.py", "scripts/vrm_battery.py")
    return Out(path, text, token)


@fmt(FAM, "emonhub_conf_emoncms_interfacer_apikey")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = hx(rng, 32)
    text = fill(
        """
        #######################################################################
        #######################      emonhub.conf     #########################
        #######################################################################
        [hub]
            loglevel = WARNING

        [interfacers]
        [[RFM2Pi]]
            Type = EmonHubJeeInterfacer
            [[[init_settings]]]
                com_port = /dev/ttyAMA0
                com_baud = 38400
            [[[runtimesettings]]]
                pubchannels = ToEmonCMS,
                subchannels = ToRFM12,
                group = 210
                frequency = 433

        [[emoncmsorg]]
            Type = EmonHubEmoncmsHTTPInterfacer
            [[[init_settings]]]
            [[[runtimesettings]]]
                pubchannels = ToRFM12,
                subchannels = ToEmonCMS,
                url = https://emoncms.org
                apikey = <<key>>
                senddata = 1
                sendstatus = 1
                sendinterval = 30
        """,
        key=key,
    )
    path = pick(
        rng, "etc/emonhub/emonhub.conf", "home/pi/data/emonhub.conf", f"emon/{c.short}/emonhub.conf"
    )
    return Out(path, text, key)


@fmt(FAM, "growatt_server_python_api_login_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pick(rng, words_pw(rng), pw(rng, sym=SYM_JSON.replace("\\", "")))
    text = fill(
        """
        import growattServer

        api = growattServer.GrowattApi(add_random_user_id=True)
        login = api.login("<<user>>", "<<secret>>")
        plant_id = api.plant_list(login["user"]["id"])["data"][0]["plantId"]
        info = api.plant_info(plant_id)
        print(info["todayEnergy"], "kWh today,", info["totalEnergy"], "kWh total")
        """,
        user=c.user,
        secret=secret,
    )
    path = pick(rng, "growatt_daily.py", f"solar/{c.short}/growatt.py", "scripts/growatt_status.py")
    return Out(path, text, secret)
