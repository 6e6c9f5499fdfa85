"""APM and monitoring agents: AppDynamics, Instana, Elastic APM, Sensu Go, collectd, Monit,
Graylog Sidecar, Better Stack Logs."""

from __future__ import annotations

import random

from eighth_corpus import Ctx, Out, an, fill, fmt, pick, pw, words_pw

F = "apm_agents_collectors"
LOWAN = "abcdefghijklmnopqrstuvwxyz0123456789"


@fmt(F, "appdynamics_controller_info_xml_account_access_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 12, LOWAN)
    text = fill(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <controller-info>
            <controller-host><<short>>.saas.appdynamics.com</controller-host>
            <controller-port>443</controller-port>
            <controller-ssl-enabled>true</controller-ssl-enabled>
            <application-name><<org>> Checkout</application-name>
            <tier-name>payment-api</tier-name>
            <node-name>payment-api-<<n>></node-name>
            <account-name><<short>></account-name>
            <account-access-key><<s>></account-access-key>
            <use-simple-hostname>false</use-simple-hostname>
        </controller-info>
        """,
        short=c.short,
        org=c.org,
        n=rng.randint(1, 12),
        s=s,
    )
    return Out(
        pick(
            rng,
            "appagent/conf/controller-info.xml",
            "docker/appd/controller-info.xml",
            f"opt/{c.short}/appdynamics/conf/controller-info.xml",
        ),
        text,
        s,
    )


@fmt(F, "instana_agent_backend_cfg_agent_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 22, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    text = fill(
        """
        # Agent connectivity
        host=ingress-<<r>>-saas.instana.io
        port=443
        protocol=HTTP/2
        key=<<s>>

        # Proxy
        #proxy.type=HTTP
        #proxy.host=
        #proxy.port=
        """,
        r=pick(rng, "red", "blue", "orange", "coral"),
        s=s,
    )
    return Out(
        pick(
            rng,
            "instana-agent/etc/instana/com.instana.agent.main.sender.Backend.cfg",
            "agent/com.instana.agent.main.sender.Backend.cfg",
            f"{c.short}/instana/Backend.cfg",
        ),
        text,
        s,
    )


@fmt(F, "elastic_apm_java_agent_elasticapm_properties_secret_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 24)
    text = fill(
        """
        service_name=<<svc>>
        environment=production
        application_packages=com.<<short>>
        server_url=https://<<short>>-apm.apm.europe-west3.gcp.cloud.es.io:443
        secret_token=<<s>>
        log_level=INFO
        capture_body=errors
        transaction_sample_rate=0.2
        """,
        svc=pick(rng, "order-service", "billing", "gateway"),
        short=c.short,
        s=s,
    )
    return Out(
        pick(
            rng,
            "src/main/resources/elasticapm.properties",
            "apm/elasticapm.properties",
            f"{c.short}-svc/elasticapm.properties",
        ),
        text,
        s,
    )


@fmt(F, "sensu_go_agent_yml_backend_user_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="!@#%^*-_+=.~")
    text = fill(
        """
        ---
        name: "<<node>>"
        namespace: "default"
        backend-url:
          - "wss://sensu.<<dom>>:8081"
        user: "agent"
        password: "<<s>>"
        subscriptions:
          - linux
          - postgres
        keepalive-interval: 20
        keepalive-warning-timeout: 120
        log-level: "warn"
        """,
        node=c.host("db"),
        dom=c.domain,
        s=s,
    )
    return Out(
        pick(
            rng,
            "etc/sensu/agent.yml",
            "roles/sensu/files/agent.yml",
            f"hosts/{c.short}/sensu-agent.yml",
        ),
        text,
        s,
    )


@fmt(F, "collectd_conf_write_http_node_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="!@#%^*-_+=.~")
    text = fill(
        """
        LoadPlugin cpu
        LoadPlugin memory
        LoadPlugin df
        LoadPlugin write_http

        <Plugin write_http>
          <Node "victoria">
            URL "https://metrics.<<dom>>/api/v1/import/prometheus"
            User "collectd"
            Password "<<s>>"
            Format "JSON"
            StoreRates true
            Timeout 5000
          </Node>
        </Plugin>
        """,
        dom=c.domain,
        s=s,
    )
    return Out(
        pick(
            rng,
            "etc/collectd/collectd.conf",
            "collectd.d/write_http.conf",
            f"roles/collectd/files/{c.short}.conf",
        ),
        text,
        s,
    )


@fmt(F, "monit_monitrc_set_httpd_allow_user_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = words_pw(rng, sym="!.-")
    text = fill(
        """
        set daemon 60
        set log /var/log/monit.log
        set mailserver <<mx>> port 587

        set httpd port 2812 and
            use address 0.0.0.0
            allow 10.0.0.0/8
            allow admin:<<s>>

        check process nginx with pidfile /run/nginx.pid
            start program = "/usr/bin/systemctl start nginx"
            stop program  = "/usr/bin/systemctl stop nginx"
            if failed host 127.0.0.1 port 80 protocol http then restart
        """,
        mx=c.host("mail"),
        s=s,
    )
    return Out(
        pick(rng, "etc/monitrc", "monit/monitrc", f"roles/monit/templates/{c.short}-monitrc"),
        text,
        s,
    )


@fmt(F, "graylog_sidecar_yml_server_api_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 52, LOWAN)
    text = fill(
        """
        server_url: "https://graylog.<<dom>>/api/"
        server_api_token: "<<s>>"
        node_id: "file:/etc/graylog/sidecar/node-id"
        node_name: "<<node>>"
        update_interval: 10
        tls_skip_verify: false
        send_status: true
        list_log_files:
          - "/var/log/nginx"
        collector_binaries_accesslist:
          - "/usr/share/filebeat/bin/filebeat"
        """,
        dom=c.domain,
        s=s,
        node=c.host("web"),
    )
    return Out(
        pick(
            rng,
            "etc/graylog/sidecar/sidecar.yml",
            "sidecar/sidecar.yml",
            f"ansible/files/{c.short}-sidecar.yml",
        ),
        text,
        s,
    )


@fmt(F, "betterstack_logtail_source_token_winston_transport")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 24)
    text = fill(
        """
        const winston = require("winston");
        const { Logtail } = require("@logtail/node");
        const { LogtailTransport } = require("@logtail/winston");

        const logtail = new Logtail("<<s>>", {
          endpoint: "https://s<<n>>.eu-nbg-2.betterstackdata.com",
        });

        module.exports = winston.createLogger({
          level: "info",
          format: winston.format.json(),
          transports: [new winston.transports.Console(), new LogtailTransport(logtail)],
        });
        """,
        s=s,
        n=rng.randint(100000, 999999),
    )
    return Out(pick(rng, "src/logger.js", "lib/log.js", f"services/{c.short}/logger.js"), text, s)
