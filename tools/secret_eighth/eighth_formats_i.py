"""IoT brokers and industrial gateways: EMQX, HiveMQ, VerneMQ, NanoMQ, OPC UA (asyncua),
Ubidots, Losant."""

# ruff: noqa: E501 -- templates hold whole lines of the files as they sit in repositories

from __future__ import annotations

import random

from eighth_corpus import SYM_XML, Ctx, Out, an, fill, fmt, hx, pick, pw, uid

F = "iot_brokers_gateways"


@fmt(F, "emqx_conf_hocon_dashboard_default_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="!@#%^*-_+=.~")
    text = fill(
        """
        node {
          name = "emqx@<<ip>>"
          cookie = "<<cookie>>"
          data_dir = "data"
        }

        cluster {
          name = <<short>>
          discovery_strategy = manual
        }

        dashboard {
          listeners.http {
            bind = 18083
          }
          default_username = "admin"
          default_password = "<<s>>"
        }
        """,
        ip=c.ip(),
        cookie=an(rng, 20),
        short=c.short,
        s=s,
    )
    return Out(
        pick(rng, "etc/emqx.conf", "emqx/etc/emqx.conf", f"deploy/{c.short}/emqx.conf"), text, s
    )


@fmt(F, "hivemq_file_rbac_credentials_xml_user_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_XML)
    text = fill(
        """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <file-rbac>
            <users>
                <user>
                    <name><<dev>></name>
                    <password><<s>></password>
                    <roles>
                        <id>telemetry-publisher</id>
                    </roles>
                </user>
            </users>
            <roles>
                <role>
                    <id>telemetry-publisher</id>
                    <permissions>
                        <permission>
                            <topic>plant/<<short>>/+/telemetry</topic>
                            <activity>PUBLISH</activity>
                        </permission>
                    </permissions>
                </role>
            </roles>
        </file-rbac>
        """,
        dev=f"gw-{c.short}-{rng.randint(1, 40):02d}",
        s=s,
        short=c.short,
    )
    return Out(
        pick(
            rng,
            "hivemq/extensions/hivemq-file-rbac-extension/credentials.xml",
            "conf/credentials.xml",
            f"broker/{c.short}/credentials.xml",
        ),
        text,
        s,
    )


@fmt(F, "vernemq_conf_vmq_diversity_postgres_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="!@*-_+.~")
    text = fill(
        """
        accept_eula = yes
        allow_anonymous = off
        plugins.vmq_passwd = off
        plugins.vmq_acl = off
        plugins.vmq_diversity = on
        vmq_diversity.auth_postgres.enabled = on
        vmq_diversity.postgres.host = <<host>>
        vmq_diversity.postgres.port = 5432
        vmq_diversity.postgres.user = vernemq
        vmq_diversity.postgres.password = <<s>>
        vmq_diversity.postgres.database = vernemq_db
        vmq_diversity.postgres.password_hash_method = crypt
        listener.tcp.default = 0.0.0.0:1883
        """,
        host=c.host("pg"),
        s=s,
    )
    return Out(
        pick(
            rng, "etc/vernemq/vernemq.conf", "vernemq/vernemq.conf", f"k8s/{c.short}/vernemq.conf"
        ),
        text,
        s,
    )


@fmt(F, "nanomq_conf_bridges_mqtt_cloud_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="!@#%^*-_+=.~")
    text = fill(
        """
        mqtt {
          max_packet_size = 1KB
          max_mqueue_len = 2048
        }

        listeners.tcp {
          bind = "0.0.0.0:1883"
        }

        bridges.mqtt.cloud {
          server = "mqtt-tcp://broker.<<dom>>:1883"
          proto_ver = 4
          clientid = "edge-<<short>>-<<n>>"
          keepalive = 60s
          clean_start = false
          username = "edge-<<n>>"
          password = "<<s>>"
          forwards = [
            {remote_topic = "plant/<<short>>/telemetry", local_topic = "telemetry/#", qos = 1}
          ]
        }
        """,
        dom=c.domain,
        short=c.short,
        n=rng.randint(1, 99),
        s=s,
    )
    return Out(
        pick(rng, "etc/nanomq.conf", "edge/nanomq.conf", f"gateways/{c.short}/nanomq.conf"), text, s
    )


@fmt(F, "asyncua_opcua_client_set_user_set_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="!@#%^*-_+=.~")
    text = fill(
        """
        import asyncio

        from asyncua import Client

        URL = "opc.tcp://<<ip>>:4840/"


        async def main() -> None:
            client = Client(url=URL, timeout=10)
            client.set_user("historian")
            client.set_password("<<s>>")
            await client.set_security_string("Basic256Sha256,SignAndEncrypt,certs/client.der,certs/client.pem")
            async with client:
                node = client.get_node("ns=2;s=Line<<n>>.Press.Temperature")
                print(await node.read_value())


        asyncio.run(main())
        """,
        ip=c.ip(),
        s=s,
        n=rng.randint(1, 9),
    )
    return Out(
        pick(
            rng, "collector/opcua_read.py", "historian/poll.py", f"plant_{c.short}/opcua_client.py"
        ),
        text,
        s,
    )


@fmt(F, "ubidots_token_x_auth_header_python_requests")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pick(rng, "BBUS-", "BBFF-") + an(rng, 30)
    text = fill(
        """
        import time

        import requests

        TOKEN = "<<s>>"
        DEVICE = "<<dev>>"


        def send(values: dict) -> None:
            requests.post(
                f"https://industrial.api.ubidots.com/api/v1.6/devices/{DEVICE}",
                headers={"X-Auth-Token": TOKEN, "Content-Type": "application/json"},
                json=values,
                timeout=5,
            )


        while True:
            send({"temperature": 21.5, "humidity": 40})
            time.sleep(60)
        """,
        s=s,
        dev=f"{c.short}-greenhouse-{rng.randint(1, 9)}",
    )
    return Out(
        pick(rng, "gateway/ubidots_push.py", "sensors/upload.py", f"{c.short}_iot/ubidots.py"),
        text,
        s,
    )


@fmt(F, "losant_node_api_client_access_key_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = uid(rng)
    s = hx(rng, 64)
    text = fill(
        """
        const Device = require("losant-mqtt").Device;

        const device = new Device({
          id: "<<dev>>",
          key: "<<key>>",
          secret: "<<s>>",
        });

        device.connect();
        device.on("connect", () => console.log("connected to Losant"));
        setInterval(() => device.sendState({ pressure: readPressure() }), 15000);
        """,
        dev=hx(rng, 24),
        key=key,
        s=s,
    )
    return Out(pick(rng, "device/index.js", "edge/losant.js", f"{c.short}-pump/device.js"), text, s)
