"""cn_java_middleware_configs: Nacos, Dubbo, Seata, Sentinel, XXL-JOB, Canal, ShardingSphere,
Druid: Java microservice middleware common in Chinese stacks."""

from __future__ import annotations

import random

from tenth_corpus import SYM_INI, SYM_SQ, Ctx, Out, an, b64, fill, fmt, pick, pw, words_pw

FAM = "cn_java_middleware_configs"


def _svc(rng: random.Random) -> str:
    return pick(rng, "order", "payment", "inventory", "member", "coupon", "logistics")


@fmt(FAM, "nacos_server_application_properties_db_password_0")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_INI)
    text = fill(
        """
        #*************** Spring Boot Related Configurations ***************#
        server.servlet.contextPath=/nacos
        server.port=8848

        #*************** Config Module Related Configurations ***************#
        spring.sql.init.platform=mysql
        db.num=1
        db.url.0=jdbc:mysql://<<db>>:3306/nacos_config?characterEncoding=utf8&connectTimeout=1000&socketTimeout=3000&autoReconnect=true&useUnicode=true&useSSL=false&serverTimezone=Asia/Shanghai
        db.user.0=nacos
        db.password.0=<<secret>>

        #*************** Access Control Related Configurations ***************#
        nacos.core.auth.enabled=true
        nacos.core.auth.system.type=nacos
        nacos.core.auth.plugin.nacos.token.expire.seconds=18000
        nacos.core.auth.plugin.nacos.token.secret.key=<<tk>>
        nacos.core.auth.server.identity.key=<<ik>>
        nacos.core.auth.server.identity.value=<<iv>>
        """,
        db=c.host("mysql"),
        secret=secret,
        tk=b64(rng, 32),
        ik=an(rng, 12),
        iv=an(rng, 16),
    )
    path = pick(
        rng,
        "nacos/conf/application.properties",
        "conf/application.properties",
        f"middleware/{c.short}/nacos/application.properties",
    )
    return Out(path, text, secret)


@fmt(FAM, "spring_cloud_alibaba_bootstrap_yml_nacos_config_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    svc = _svc(rng)
    secret = pw(rng, sym=SYM_SQ.replace("\\", ""))
    text = fill(
        """
        spring:
          application:
            name: <<svc>>-service
          profiles:
            active: prod
          cloud:
            nacos:
              server-addr: nacos.<<domain>>:8848
              username: nacos-<<svc>>
              password: '<<secret>>'
              config:
                namespace: prod
                group: DEFAULT_GROUP
                file-extension: yaml
                shared-configs:
                  - data-id: common-prod.yaml
                    refresh: true
              discovery:
                namespace: prod
                cluster-name: <<cluster>>
        """,
        svc=svc,
        domain=c.domain,
        secret=secret,
        cluster=pick(rng, "SH", "HZ", "BJ", "SZ"),
    )
    path = pick(
        rng,
        f"{svc}-service/src/main/resources/bootstrap.yml",
        "src/main/resources/bootstrap.yml",
        f"{svc}/src/main/resources/bootstrap-prod.yml",
    )
    return Out(path, text, secret)


@fmt(FAM, "dubbo_properties_registry_username_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    svc = _svc(rng)
    secret = pw(rng, sym=SYM_INI)
    zk = [c.host("zk") for _ in range(3)]
    text = fill(
        """
        dubbo.application.name=<<svc>>-provider
        dubbo.application.qos-enable=false
        dubbo.registry.address=zookeeper://<<z1>>:2181?backup=<<z2>>:2181,<<z3>>:2181
        dubbo.registry.username=dubbo
        dubbo.registry.password=<<secret>>
        dubbo.registry.timeout=10000
        dubbo.protocol.name=dubbo
        dubbo.protocol.port=20880
        dubbo.provider.timeout=3000
        dubbo.provider.retries=0
        dubbo.scan.base-packages=com.<<short>>.<<svc>>.service
        """,
        svc=svc,
        z1=zk[0],
        z2=zk[1],
        z3=zk[2],
        secret=secret,
        short=c.short,
    )
    path = pick(
        rng,
        "src/main/resources/dubbo.properties",
        f"{svc}-provider/src/main/resources/dubbo.properties",
        f"conf/{c.short}/dubbo.properties",
    )
    return Out(path, text, secret)


@fmt(FAM, "seata_server_application_yml_store_db_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SQ.replace("\\", ""))
    text = fill(
        """
        server:
          port: 7091

        spring:
          application:
            name: seata-server

        console:
          user:
            username: seata
            password: '<<console>>'

        seata:
          config:
            type: file
          registry:
            type: file
          security:
            secretKey: <<sk>>
            tokenValidityInMilliseconds: 1800000
          store:
            mode: db
            db:
              datasource: druid
              db-type: mysql
              driver-class-name: com.mysql.cj.jdbc.Driver
              url: jdbc:mysql://<<db>>:3306/seata?rewriteBatchedStatements=true
              user: seata
              password: '<<secret>>'
              min-conn: 10
              max-conn: 100
              global-table: global_table
              branch-table: branch_table
              lock-table: lock_table
        """,
        console=pw(rng, sym=""),
        sk=an(rng, 40),
        db=c.host("mysql"),
        secret=secret,
    )
    path = pick(
        rng,
        "seata/conf/application.yml",
        f"seata-server/{c.short}/application.yml",
        "deploy/seata/application.yml",
    )
    return Out(path, text, secret)


@fmt(FAM, "sentinel_dashboard_start_sh_auth_password_property")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pick(rng, pw(rng, sym="@#%^*-_+=.~"), words_pw(rng, sym="@.-_"))
    text = fill(
        """
        #!/bin/sh
        cd /opt/sentinel
        nohup java -Xms256m -Xmx512m \\
          -Dserver.port=8858 \\
          -Dcsp.sentinel.dashboard.server=localhost:8858 \\
          -Dproject.name=sentinel-dashboard \\
          -Dsentinel.dashboard.auth.username=<<user>> \\
          -Dsentinel.dashboard.auth.password=<<secret>> \\
          -Dserver.servlet.session.timeout=7200 \\
          -jar sentinel-dashboard-1.8.8.jar > logs/dashboard.out 2>&1 &
        """,
        user=pick(rng, "sentinel", "admin", c.short),
        secret=secret,
    )
    path = pick(
        rng, "opt/sentinel/start.sh", f"ops/{c.short}/sentinel-dashboard.sh", "sentinel/startup.sh"
    )
    return Out(path, text, secret)


@fmt(FAM, "xxl_job_admin_application_properties_access_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = an(rng, 32)
    text = fill(
        """
        ### web
        server.port=8080
        server.servlet.context-path=/xxl-job-admin

        ### xxl-job, datasource
        spring.datasource.url=jdbc:mysql://<<db>>:3306/xxl_job?useUnicode=true&characterEncoding=UTF-8&autoReconnect=true&serverTimezone=Asia/Shanghai
        spring.datasource.username=xxl_job
        spring.datasource.password=<<dbpw>>
        spring.datasource.driver-class-name=com.mysql.cj.jdbc.Driver

        ### xxl-job, email
        spring.mail.host=smtp.<<domain>>
        spring.mail.port=25
        spring.mail.username=job-alarm@<<domain>>
        spring.mail.from=job-alarm@<<domain>>

        ### xxl-job, access token
        xxl.job.accessToken=<<token>>

        ### xxl-job, i18n (default is zh_CN, and you can choose "zh_CN", "zh_TC" and "en")
        xxl.job.i18n=zh_CN
        xxl.job.triggerpool.fast.max=200
        xxl.job.logretentiondays=30
        """,
        db=c.host("mysql"),
        dbpw=pw(rng, sym=""),
        domain=c.domain,
        token=token,
    )
    path = pick(
        rng,
        "xxl-job-admin/src/main/resources/application.properties",
        "conf/xxl-job-admin/application.properties",
        f"deploy/{c.short}/xxl-job-admin.properties",
    )
    return Out(path, text, token)


@fmt(FAM, "canal_instance_properties_db_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    inst = pick(rng, "orders", "member", c.short, "trade")
    secret = pw(rng, sym=SYM_INI)
    text = fill(
        """
        #################################################
        ## mysql serverId , v1.0.26+ will autoGen
        canal.instance.mysql.slaveId=<<sid>>

        # position info
        canal.instance.master.address=<<ip>>:3306
        canal.instance.master.journal.name=
        canal.instance.master.position=
        canal.instance.master.timestamp=

        # username/password
        canal.instance.dbUsername=canal
        canal.instance.dbPassword=<<secret>>
        canal.instance.connectionCharset = UTF-8
        canal.instance.enableDruid=false

        # table regex
        canal.instance.filter.regex=<<inst>>\\\\..*
        canal.instance.filter.black.regex=mysql\\\\.slave_.*

        # mq config
        canal.mq.topic=canal_<<inst>>
        canal.mq.partition=0
        #################################################
        """,
        sid=rng.randint(1000, 9999),
        ip=c.ip(),
        secret=secret,
        inst=inst,
    )
    path = pick(
        rng,
        f"canal/conf/{inst}/instance.properties",
        f"conf/{inst}/instance.properties",
        f"canal-deployer/conf/{inst}/instance.properties",
    )
    return Out(path, text, secret)


@fmt(FAM, "shardingsphere_proxy_global_yaml_authority_users_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SQ.replace("\\", ""))
    text = fill(
        """
        authority:
          users:
            - user: root@%
              password: '<<secret>>'
            - user: <<app>>
              password: '<<app_pw>>'
          privilege:
            type: ALL_PERMITTED

        transaction:
          defaultType: XA
          providerType: Atomikos

        props:
          max-connections-size-per-query: 1
          kernel-executor-size: 16
          proxy-frontend-flush-threshold: 128
          sql-show: false
          proxy-mysql-default-version: 8.0.35
        """,
        secret=secret,
        app=pick(rng, "sharding", "app", c.short),
        app_pw=pw(rng, sym=""),
    )
    path = pick(
        rng,
        "shardingsphere-proxy/conf/global.yaml",
        "conf/global.yaml",
        f"proxy/{c.short}/conf/global.yaml",
    )
    return Out(path, text, secret)


@fmt(FAM, "druid_stat_view_servlet_login_password_yml")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    svc = _svc(rng)
    secret = pw(rng, sym=SYM_SQ.replace("\\", ""))
    text = fill(
        """
        spring:
          datasource:
            type: com.alibaba.druid.pool.DruidDataSource
            url: jdbc:mysql://<<db>>:3306/<<svc>>?useSSL=false&serverTimezone=Asia/Shanghai
            username: ${DB_USER:<<svc>>}
            password: ${DB_PASSWORD}
            druid:
              initial-size: 5
              max-active: 50
              filters: stat,wall,slf4j
              stat-view-servlet:
                enabled: true
                url-pattern: /druid/*
                reset-enable: false
                login-username: druid
                login-password: '<<secret>>'
                allow: <<net>>.0/24
              web-stat-filter:
                enabled: true
                exclusions: "*.js,*.gif,*.jpg,*.png,*.css,*.ico,/druid/*"
        """,
        db=c.host("mysql"),
        svc=svc,
        secret=secret,
        net=".".join(c.ip().split(".")[:3]),
    )
    path = pick(
        rng,
        f"{svc}-service/src/main/resources/application-prod.yml",
        "src/main/resources/application.yml",
        f"config/{c.short}/application-druid.yml",
    )
    return Out(path, text, secret)
