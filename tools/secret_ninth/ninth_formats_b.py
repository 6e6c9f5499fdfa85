# ruff: noqa: E501  (templates reproduce whole lines of the real files)
"""Family mq_broker_stream_configs: message brokers and stream processors."""

from __future__ import annotations

import random

from ninth_corpus import (
    SYM_INI,
    SYM_SQ,
    SYM_URL,
    SYM_XML,
    Ctx,
    Out,
    an,
    fill,
    fmt,
    jwt,
    pick,
    pw,
)

F = "mq_broker_stream_configs"

Z85 = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&<>()[]{}@%$#"


def z85(raw: bytes) -> str:
    out = []
    for i in range(0, len(raw), 4):
        v = int.from_bytes(raw[i : i + 4], "big")
        chunk = []
        for _ in range(5):
            chunk.append(Z85[v % 85])
            v //= 85
        out += reversed(chunk)
    return "".join(out)


@fmt(F, "artemis_broker_xml_cluster_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_XML)
    t = fill(
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <configuration xmlns="urn:activemq" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
          <core xmlns="urn:activemq:core">
            <name><<node>></name>
            <persistence-enabled>true</persistence-enabled>
            <cluster-user>artemis-cluster</cluster-user>
            <cluster-password><<s>></cluster-password>
            <connectors>
              <connector name="artemis">tcp://<<h>>:61616</connector>
            </connectors>
            <acceptors>
              <acceptor name="artemis">tcp://0.0.0.0:61616?protocols=CORE,AMQP,STOMP</acceptor>
            </acceptors>
          </core>
        </configuration>
        """,
        s=s,
        node=pick(rng, "broker-a", "broker-b", c.short),
        h=c.host("mq1"),
    )
    return Out(
        pick(rng, "etc/broker.xml", "artemis/etc/broker.xml", f"{c.short}-broker/etc/broker.xml"),
        t,
        s,
    )


@fmt(F, "activemq_classic_credentials_properties_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_INI)
    t = fill(
        """
        ## ---------------------------------------------------------------------------
        ## Defines credentials that will be used by components (like web console) to access the broker
        ## ---------------------------------------------------------------------------

        activemq.username=<<u>>
        activemq.password=<<s>>
        """,
        s=s,
        u=pick(rng, "system", "admin", c.user),
    )
    p = pick(
        rng,
        "conf/credentials.properties",
        "activemq/conf/credentials.properties",
        f"docker/{c.short}-activemq/credentials.properties",
    )
    return Out(p, t, s)


@fmt(F, "pulsar_client_conf_auth_params_token_jwt")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = jwt(rng, {"sub": pick(rng, "ingest-svc", "admin", c.short + "-producer")})
    t = fill(
        """
        # Configuration for pulsar-client and pulsar-admin CLI tools
        webServiceUrl=https://<<h>>:8443/
        brokerServiceUrl=pulsar+ssl://<<h>>:6651/
        authPlugin=org.apache.pulsar.client.impl.auth.AuthenticationToken
        authParams=token:<<s>>
        tlsAllowInsecureConnection=false
        tlsEnableHostnameVerification=true
        """,
        s=s,
        h=c.host("pulsar"),
    )
    return Out(
        pick(rng, "conf/client.conf", "pulsar/client.conf", f"ops/{c.short}/pulsar-client.conf"),
        t,
        s,
    )


@fmt(F, "rocketmq_plain_acl_yml_account_secret_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 16) + "@" + an(rng, 6)
    t = fill(
        """
        globalWhiteRemoteAddresses:
          - 10.10.103.*

        accounts:
          - accessKey: <<ak>>
            secretKey: "<<s>>"
            whiteRemoteAddress:
            admin: false
            defaultTopicPerm: DENY
            defaultGroupPerm: SUB
            topicPerms:
              - <<topic>>=PUB|SUB
        """,
        s=s,
        ak=pick(rng, "RocketMQ", c.short + "_app", "orderSvc"),
        topic=pick(rng, "orders", "payments", "audit"),
    )
    return Out(
        pick(rng, "conf/plain_acl.yml", "rocketmq/conf/plain_acl.yml", f"{c.short}/plain_acl.yml"),
        t,
        s,
    )


@fmt(F, "zeromq_curve_secret_certificate_zpl")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = z85(rng.randbytes(32))
    t = fill(
        """
        #   ****  Generated on <<d>> <<tm>> by pyzmq  ****
        #   ZeroMQ CURVE **Secret** Certificate
        #   DO NOT PROVIDE THIS FILE TO OTHER USERS nor change its permissions.

        metadata
        curve
            public-key = "<<pub>>"
            secret-key = "<<s>>"
        """,
        s=s,
        pub=z85(rng.randbytes(32)),
        d=c.date,
        tm=c.time,
    )
    name = pick(rng, "server", "worker", c.short)
    return Out(
        pick(
            rng,
            f"certs/{name}.key_secret",
            f"private_keys/{name}.key_secret",
            f"deploy/curve/{name}.key_secret",
        ),
        t,
        s,
    )


@fmt(F, "stomp_py_connection_connect_passcode")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_SQ)
    t = fill(
        """
        import stomp

        conn = stomp.Connection([("<<h>>", 61613)], heartbeats=(10000, 10000))
        conn.set_listener("", AuditListener())
        conn.connect('<<u>>', '<<s>>', wait=True)
        conn.subscribe(destination="/queue/<<q>>", id=1, ack="client-individual")
        """,
        s=s,
        u=pick(rng, "audit", c.user),
        h=c.host("broker"),
        q=pick(rng, "audit.events", "invoices", "sensor.readings"),
    )
    return Out(
        pick(rng, "consumer/stomp_listener.py", "audit_consumer.py", f"{c.short}/listen.py"), t, s
    )


@fmt(F, "pymqi_connect_ibm_mq_channel_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, n=rng.randint(8, 12), sym="")
    t = fill(
        """
        import pymqi

        queue_manager = "QM<<n>>"
        channel = "APP.SVRCONN"
        conn_info = "<<h>>(1414)"
        user = "<<u>>"
        password = "<<s>>"

        qmgr = pymqi.connect(queue_manager, channel, conn_info, user, password)
        queue = pymqi.Queue(qmgr, "<<q>>")
        queue.put(b"ping")
        qmgr.disconnect()
        """,
        s=s,
        n=rng.randint(1, 9),
        u=pick(rng, "mqapp", c.first),
        h=c.host("mq"),
        q=pick(rng, "DEV.QUEUE.1", "PAY.REQ", "ORD.IN"),
    )
    return Out(pick(rng, "mq_put.py", "tools/mq_smoke.py", f"{c.short}/mq/put_msg.py"), t, s)


@fmt(F, "eventstoredb_esdb_connection_string_appsettings")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_URL)
    t = fill(
        """
        {
          "Logging": { "LogLevel": { "Default": "Information" } },
          "EventStore": {
            "ConnectionString": "esdb://admin:<<s>>@<<h>>:2113?tls=true&tlsVerifyCert=false",
            "StreamPrefix": "<<short>>"
          },
          "AllowedHosts": "*"
        }
        """,
        s=s,
        h=c.host("esdb"),
        short=c.short,
    )
    return Out(
        pick(
            rng,
            "src/Api/appsettings.json",
            "appsettings.Production.json",
            f"{c.short}.Projections/appsettings.json",
        ),
        t,
        s,
    )


@fmt(F, "solace_spring_application_properties_client_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_INI)
    t = fill(
        """
        spring.application.name=<<short>>-events
        solace.java.host=tcps://<<h>>:55443
        solace.java.msgVpn=<<vpn>>
        solace.java.clientUsername=<<u>>
        solace.java.clientPassword=<<s>>
        solace.java.connectRetries=-1
        solace.java.reconnectRetries=-1
        """,
        s=s,
        short=c.short,
        h=c.host("solace"),
        vpn=pick(rng, "default", "prod-vpn", c.short),
        u=pick(rng, "svc-events", c.user),
    )
    return Out(
        pick(
            rng,
            "src/main/resources/application.properties",
            "config/application-prod.properties",
            f"{c.short}/application.properties",
        ),
        t,
        s,
    )
