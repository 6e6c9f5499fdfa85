"""Formats: SQL migrations and ORM/migration-tool configs."""

from __future__ import annotations

import random

from sixth_corpus import (
    SYM_INI,
    SYM_Q,
    SYM_URL,
    SYM_XML,
    Ctx,
    Out,
    an,
    fill,
    fmt,
    pick,
    pw,
)

SQL = "sql_migrations_orm_configs"
Q1 = SYM_Q.replace("'", "")
PLAIN = "!%*+-.=?@^_~"


def _mig(rng: random.Random, c: Ctx, stem: str, ext: str = "sql") -> str:
    v = rng.randint(3, 60)
    return pick(
        rng,
        f"db/migration/V{v}__{stem}.{ext}",
        f"src/main/resources/db/migration/V{v}__{stem}.{ext}",
        f"migrations/{c.day:%Y%m%d}{rng.randint(1000, 9999)}_{stem}.{ext}",
    )


@fmt(SQL, "oracle_create_database_link_identified_by")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="#_", n=rng.randint(12, 18))
    text = fill(
        """
        -- finance reporting reads GL balances from the ERP schema
        CREATE DATABASE LINK erp_link
          CONNECT TO rpt_reader IDENTIFIED BY "<<s>>"
          USING '//<<host>>:1521/ERPPDB';

        CREATE OR REPLACE VIEW gl_balances_v AS
          SELECT ledger_id, period_name, account, SUM(amount) AS balance
            FROM gl_balances@erp_link
           GROUP BY ledger_id, period_name, account;
        """,
        s=s,
        host=c.host("ora"),
    )
    return Out(_mig(rng, c, "create_erp_link"), text, s)


@fmt(SQL, "mssql_migration_create_login_with_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=Q1, n=rng.randint(14, 20))
    text = fill(
        """
        IF NOT EXISTS (SELECT 1 FROM sys.server_principals WHERE name = N'svc_reporting')
        BEGIN
            CREATE LOGIN [svc_reporting] WITH PASSWORD = N'<<s>>', CHECK_POLICY = OFF;
        END
        GO
        USE [<<db>>];
        GO
        CREATE USER [svc_reporting] FOR LOGIN [svc_reporting];
        ALTER ROLE [db_datareader] ADD MEMBER [svc_reporting];
        GO
        """,
        s=s,
        db=c.slug.capitalize(),
    )
    return Out(_mig(rng, c, "reporting_login"), text, s)


@fmt(SQL, "mysql_federated_create_server_options_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=Q1, n=rng.randint(12, 18))
    text = fill(
        """
        CREATE SERVER IF NOT EXISTS legacy_crm
          FOREIGN DATA WRAPPER mysql
          OPTIONS (USER 'crm_ro', PASSWORD '<<s>>', HOST '<<host>>', DATABASE 'crm', PORT 3306);

        CREATE TABLE crm_contacts (
          id INT NOT NULL,
          email VARCHAR(255),
          PRIMARY KEY (id)
        ) ENGINE=FEDERATED CONNECTION='legacy_crm/contacts';
        """,
        s=s,
        host=c.host("mysql"),
    )
    return Out(_mig(rng, c, "federated_crm"), text, s)


@fmt(SQL, "liquibase_changelog_xml_insert_column_value")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 40)
    text = fill(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <databaseChangeLog
            xmlns="http://www.liquibase.org/xml/ns/dbchangelog"
            xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
            xsi:schemaLocation="http://www.liquibase.org/xml/ns/dbchangelog
              http://www.liquibase.org/xml/ns/dbchangelog/dbchangelog-4.20.xsd">
          <changeSet id="<<n>>-seed-shipping-integration" author="<<user>>">
            <insert tableName="integration_settings">
              <column name="provider" value="parcelhub"/>
              <column name="endpoint" value="https://api.parcelhub.<<tld>>/v2"/>
              <column name="api_key" value="<<s>>"/>
              <column name="enabled" valueBoolean="true"/>
            </insert>
          </changeSet>
        </databaseChangeLog>
        """,
        n=rng.randint(10, 99),
        user=c.user,
        tld=pick(rng, "eu", "io", "net"),
        s=s,
    )
    v = rng.randint(10, 40)
    return Out(
        pick(
            rng,
            f"db/changelog/changes/{v}-seed-integrations.xml",
            f"src/main/resources/db/changelog/{c.slug}-{v}.xml",
        ),
        text,
        s,
    )


@fmt(SQL, "flyway_conf_flyway_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_INI, n=rng.randint(12, 18))
    text = fill(
        """
        flyway.url=jdbc:postgresql://<<host>>:5432/<<slug>>
        flyway.user=<<slug>>_migrator
        flyway.password=<<s>>
        flyway.schemas=public,audit
        flyway.locations=filesystem:sql/migrations
        flyway.baselineOnMigrate=true
        flyway.validateMigrationNaming=true
        """,
        host=c.host("db"),
        slug=c.slug,
        s=s,
    )
    return Out(pick(rng, "flyway.conf", "conf/flyway.conf", f"db/{c.slug}/flyway.conf"), text, s)


@fmt(SQL, "sqitch_conf_target_uri_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_URL, n=rng.randint(12, 18))
    text = fill(
        """
        [core]
        \tengine = pg
        \tplan_file = sqitch.plan
        \ttop_dir = .
        [engine "pg"]
        \ttarget = staging
        [target "staging"]
        \turi = db:pg://sqitch:<<s>>@<<host>>/<<slug>>
        [deploy]
        \tverify = true
        """,
        s=s,
        host=c.host("pg"),
        slug=c.slug,
    )
    return Out(pick(rng, "sqitch.conf", "db/sqitch.conf", f"{c.slug}-schema/sqitch.conf"), text, s)


@fmt(SQL, "knexfile_js_connection_object_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=Q1, n=rng.randint(12, 18))
    text = fill(
        """
        module.exports = {
          development: {
            client: "better-sqlite3",
            connection: { filename: "./dev.sqlite3" },
            useNullAsDefault: true,
          },
          production: {
            client: "pg",
            connection: {
              host: "<<host>>",
              database: "<<slug>>",
              user: "<<slug>>_app",
              password: "<<s>>",
            },
            pool: { min: 2, max: 10 },
            migrations: { tableName: "knex_migrations" },
          },
        };
        """,
        host=c.host("db"),
        slug=c.slug,
        s=s,
    )
    return Out(
        pick(rng, "knexfile.js", "server/knexfile.js", f"packages/{c.slug}-api/knexfile.js"),
        text,
        s,
    )


@fmt(SQL, "sequelize_config_json_production_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=PLAIN, n=rng.randint(12, 18))
    text = fill(
        """
        {
          "development": {
            "username": "root",
            "password": null,
            "database": "<<slug>>_dev",
            "host": "127.0.0.1",
            "dialect": "mysql"
          },
          "production": {
            "username": "<<slug>>",
            "password": "<<s>>",
            "database": "<<slug>>",
            "host": "<<host>>",
            "dialect": "mysql",
            "logging": false
          }
        }
        """,
        slug=c.slug,
        s=s,
        host=c.host("db"),
    )
    return Out(
        pick(
            rng,
            "config/config.json",
            "server/config/config.json",
            f"{c.slug}-api/config/config.json",
        ),
        text,
        s,
    )


@fmt(SQL, "mybatis_config_xml_pooled_datasource_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_XML, n=rng.randint(12, 18))
    text = fill(
        """
        <?xml version="1.0" encoding="UTF-8" ?>
        <!DOCTYPE configuration PUBLIC "-//mybatis.org//DTD Config 3.0//EN"
          "https://mybatis.org/dtd/mybatis-3-config.dtd">
        <configuration>
          <environments default="production">
            <environment id="production">
              <transactionManager type="JDBC"/>
              <dataSource type="POOLED">
                <property name="driver" value="org.postgresql.Driver"/>
                <property name="url" value="jdbc:postgresql://<<host>>:5432/<<slug>>"/>
                <property name="username" value="<<slug>>"/>
                <property name="password" value="<<s>>"/>
              </dataSource>
            </environment>
          </environments>
          <mappers>
            <mapper resource="mappers/OrderMapper.xml"/>
          </mappers>
        </configuration>
        """,
        host=c.host("db"),
        slug=c.slug,
        s=s,
    )
    return Out(
        pick(
            rng,
            "src/main/resources/mybatis-config.xml",
            "mybatis-config.xml",
            f"{c.slug}-dao/mybatis-config.xml",
        ),
        text,
        s,
    )


@fmt(SQL, "hibernate_cfg_xml_connection_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_XML, n=rng.randint(12, 18))
    text = fill(
        """
        <?xml version="1.0" encoding="utf-8"?>
        <!DOCTYPE hibernate-configuration PUBLIC
          "-//Hibernate/Hibernate Configuration DTD 3.0//EN"
          "http://www.hibernate.org/dtd/hibernate-configuration-3.0.dtd">
        <hibernate-configuration>
          <session-factory>
            <property name="hibernate.connection.driver_class">com.mysql.cj.jdbc.Driver</property>
            <property name="hibernate.connection.url">jdbc:mysql://<<host>>:3306/<<slug>></property>
            <property name="hibernate.connection.username"><<slug>>_app</property>
            <property name="hibernate.connection.password"><<s>></property>
            <property name="hibernate.dialect">org.hibernate.dialect.MySQLDialect</property>
            <property name="hibernate.hbm2ddl.auto">validate</property>
            <mapping class="com.<<slug>>.model.Order"/>
          </session-factory>
        </hibernate-configuration>
        """,
        host=c.host("db"),
        slug=c.slug,
        s=s,
    )
    return Out(
        pick(
            rng,
            "src/main/resources/hibernate.cfg.xml",
            "hibernate.cfg.xml",
            f"{c.slug}-core/hibernate.cfg.xml",
        ),
        text,
        s,
    )
