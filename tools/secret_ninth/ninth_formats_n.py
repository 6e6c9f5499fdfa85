# ruff: noqa: E501  (templates reproduce whole lines of the real files)
"""Family k8s_operator_crds_rare: custom resources of less common Kubernetes operators."""

from __future__ import annotations

import base64
import random
import re

from ninth_corpus import SYM_SQ, SYM_YAML, Ctx, Out, fill, fmt, pick, pw, words_pw

F = "k8s_operator_crds_rare"


def _userdata_b64(text: str) -> str:
    return "\n".join(
        base64.b64decode(m).decode() for m in re.findall(r"userDataBase64: (\S+)", text)
    )


def _vm_head(c: Ctx, name: str) -> str:
    return fill(
        """
        apiVersion: kubevirt.io/v1
        kind: VirtualMachine
        metadata:
          name: <<n>>
          namespace: <<ns>>
        spec:
          running: true
          template:
            spec:
              domain:
                devices:
                  disks:
                    - name: rootdisk
                      disk: {bus: virtio}
                    - name: cloudinitdisk
                      disk: {bus: virtio}
                resources:
                  requests: {memory: 2Gi}
              volumes:
                - name: rootdisk
                  containerDisk:
                    image: quay.io/containerdisks/fedora:40
                - name: cloudinitdisk
                  cloudInitNoCloud:
        """,
        n=name,
        ns=c.short,
    )


@fmt(F, "kubevirt_vm_cloud_init_nocloud_userdata_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = words_pw(rng) if rng.random() < 0.5 else pw(rng, sym="-_.@")
    ind = " " * 12
    t = _vm_head(c, pick(rng, "build-vm", "win-bastion", c.short + "-vm")) + (
        f"{ind}userData: |\n"
        f"{ind}  #cloud-config\n"
        f"{ind}  user: fedora\n"
        f"{ind}  password: {s}\n"
        f"{ind}  chpasswd: {{ expire: False }}\n"
    )
    return Out(pick(rng, "vms/build-vm.yaml", "kubevirt/vm.yaml", f"{c.short}/virt/vm.yaml"), t, s)


@fmt(F, "kubevirt_vm_cloud_init_userdatabase64_password", decode=_userdata_b64)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="-_.@")
    ud = f"#cloud-config\nuser: fedora\npassword: {s}\nchpasswd: {{ expire: False }}\nssh_pwauth: true\n"
    enc = base64.b64encode(ud.encode()).decode()
    t = (
        _vm_head(c, pick(rng, "ci-runner", "lab-vm", c.short))
        + " " * 12
        + f"userDataBase64: {enc}\n"
    )
    return Out(
        pick(rng, "vms/runner.yaml", "kubevirt/vm-b64.yaml", f"{c.short}/virt/runner.yaml"), t, s
    )


@fmt(F, "keycloak_realm_import_cr_user_credentials_value")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_YAML)
    t = fill(
        """
        apiVersion: k8s.keycloak.org/v2alpha1
        kind: KeycloakRealmImport
        metadata:
          name: <<short>>-realm
          namespace: keycloak
        spec:
          keycloakCRName: keycloak
          realm:
            realm: <<short>>
            enabled: true
            users:
              - username: <<u>>
                enabled: true
                email: <<email>>
                credentials:
                  - type: password
                    value: "<<s>>"
                    temporary: false
                realmRoles: [admin]
        """,
        s=s,
        short=c.short,
        u=pick(rng, "ops-admin", c.user),
        email=c.email,
    )
    return Out(
        pick(
            rng,
            "keycloak/realm-import.yaml",
            "deploy/keycloak/realm.yaml",
            f"{c.short}/iam/realm-import.yaml",
        ),
        t,
        s,
    )


@fmt(F, "dapr_component_state_redis_password_metadata")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_YAML)
    t = fill(
        """
        apiVersion: dapr.io/v1alpha1
        kind: Component
        metadata:
          name: statestore
          namespace: <<short>>
        spec:
          type: state.redis
          version: v1
          metadata:
            - name: redisHost
              value: <<h>>:6379
            - name: redisPassword
              value: "<<s>>"
            - name: actorStateStore
              value: "true"
        """,
        s=s,
        short=c.short,
        h=c.host("redis"),
    )
    return Out(
        pick(
            rng,
            "components/statestore.yaml",
            "dapr/components/redis.yaml",
            f"{c.short}/dapr/statestore.yaml",
        ),
        t,
        s,
    )


@fmt(F, "grafana_operator_datasource_cr_secure_json_data")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_YAML)
    t = fill(
        """
        apiVersion: grafana.integreatly.org/v1beta1
        kind: GrafanaDatasource
        metadata:
          name: <<short>>-postgres
        spec:
          instanceSelector:
            matchLabels: {dashboards: grafana}
          datasource:
            name: <<short>>-pg
            type: postgres
            access: proxy
            url: <<h>>:5432
            user: grafana_ro
            jsonData: {database: <<short>>, sslmode: require}
            secureJsonData:
              password: "<<s>>"
        """,
        s=s,
        short=c.short,
        h=c.host("pg"),
    )
    return Out(
        pick(
            rng,
            "grafana/datasources/postgres.yaml",
            "monitoring/grafana-ds.yaml",
            f"{c.short}/grafana/ds.yaml",
        ),
        t,
        s,
    )


@fmt(F, "strimzi_kafkaconnector_config_database_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_YAML)
    t = fill(
        """
        apiVersion: kafka.strimzi.io/v1beta2
        kind: KafkaConnector
        metadata:
          name: <<short>>-cdc
          labels:
            strimzi.io/cluster: connect
        spec:
          class: io.debezium.connector.postgresql.PostgresConnector
          tasksMax: 1
          config:
            database.hostname: <<h>>
            database.port: 5432
            database.user: debezium
            database.password: "<<s>>"
            database.dbname: <<short>>
            topic.prefix: <<short>>
            plugin.name: pgoutput
        """,
        s=s,
        short=c.short,
        h=c.host("pg"),
    )
    return Out(
        pick(
            rng,
            "kafka/connectors/cdc.yaml",
            "strimzi/connector.yaml",
            f"{c.short}/cdc-connector.yaml",
        ),
        t,
        s,
    )


@fmt(F, "cnpg_cluster_bootstrap_initdb_post_init_sql_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_SQ.replace("'", "").replace("#", "").replace("&", "").replace("*", ""))
    t = fill(
        """
        apiVersion: postgresql.cnpg.io/v1
        kind: Cluster
        metadata:
          name: <<short>>-pg
        spec:
          instances: 3
          storage: {size: 20Gi}
          bootstrap:
            initdb:
              database: <<short>>
              owner: <<short>>
              postInitApplicationSQL:
                - CREATE ROLE reporting LOGIN PASSWORD '<<s>>'
                - GRANT pg_read_all_data TO reporting
        """,
        s=s,
        short=c.short,
    )
    return Out(
        pick(rng, "db/cluster.yaml", "cnpg/cluster.yaml", f"{c.short}/postgres-cluster.yaml"), t, s
    )


@fmt(F, "altinity_clickhouse_installation_users_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_YAML)
    t = fill(
        """
        apiVersion: clickhouse.altinity.com/v1
        kind: ClickHouseInstallation
        metadata:
          name: <<short>>
        spec:
          configuration:
            users:
              analyst/password: "<<s>>"
              analyst/networks/ip: ["10.0.0.0/8"]
              analyst/profile: readonly
            clusters:
              - name: events
                layout: {shardsCount: 2, replicasCount: 2}
        """,
        s=s,
        short=c.short,
    )
    return Out(
        pick(
            rng,
            "clickhouse/chi.yaml",
            "analytics/clickhouse-installation.yaml",
            f"{c.short}/chi.yaml",
        ),
        t,
        s,
    )
