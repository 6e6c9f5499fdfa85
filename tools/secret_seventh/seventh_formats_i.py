"""Library / ILS systems: Koha, Evergreen, Alma, OCLC WorldCat, DSpace, EPrints, VuFind,
ArchivesSpace, FOLIO."""

from __future__ import annotations

import random

from seventh_corpus import (
    SYM_INI,
    SYM_URL,
    SYM_XML,
    Ctx,
    Out,
    an,
    epoch,
    fill,
    fmt,
    hx,
    jwt,
    pick,
    pw,
    uid,
)

FAM = "library_ils_catalogues"


@fmt(FAM, "koha_conf_xml_config_pass_element")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    inst = pick(rng, "library", c.slug, "catalogue")
    s = pw(rng, 12, 16, SYM_XML.replace("%", ""))
    text = fill(
        """
        <yazgfs>
        <listen id="biblioserver">unix:/var/run/koha/<<inst>>/bibliosocket</listen>
        <listen id="authorityserver">unix:/var/run/koha/<<inst>>/authoritysocket</listen>
        <config>
         <db_scheme>mysql</db_scheme>
         <database>koha_<<inst>></database>
         <hostname><<host>></hostname>
         <port>3306</port>
         <user>koha_<<inst>></user>
         <pass><<s>></pass>
         <tls>no</tls>
         <biblioserver>biblios</biblioserver>
         <intranetdir>/usr/share/koha/intranet/cgi-bin</intranetdir>
         <opacdir>/usr/share/koha/opac/cgi-bin/opac</opacdir>
         <memcached_servers>127.0.0.1:11211</memcached_servers>
         <memcached_namespace>koha_<<inst>></memcached_namespace>
        </config>
        </yazgfs>
        """,
        inst=inst,
        host=pick(rng, "localhost", c.host("mariadb", "db")),
        s=s,
    )
    path = pick(rng, f"etc/koha/sites/{inst}/koha-conf.xml", "koha-conf.xml", f"koha/{c.slug}.xml")
    return Out(path, text, s)


@fmt(FAM, "evergreen_opensrf_core_xml_router_passwd")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 10, 16, "-_.!@+")
    text = fill(
        """
        <?xml version="1.0"?>
        <config>
          <opensrf>
            <routers>
              <router>private.router</router>
            </routers>
            <domain>private.localhost</domain>
            <username>opensrf</username>
            <passwd><<s>></passwd>
            <port>5222</port>
            <loglevel>3</loglevel>
            <logfile>/openils/var/log/osrfsys.log</logfile>
          </opensrf>
          <shared>
            <activeapps>
              <appname>open-ils.cat</appname>
              <appname>open-ils.circ</appname>
            </activeapps>
          </shared>
        </config>
        """,
        s=s,
    )
    path = pick(rng, "openils/conf/opensrf_core.xml", "conf/opensrf_core.xml", f"{c.slug}/core.xml")
    return Out(path, text, s)


@fmt(FAM, "alma_api_key_l7xx_requests_params")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = "l7xx" + hx(rng, 32)
    text = fill(
        """
        import requests

        ALMA = "https://api-eu.hosted.exlibrisgroup.com/almaws/v1"
        ALMA_API_KEY = "<<key>>"


        def loans(user_id: str) -> list[dict]:
            r = requests.get(
                f"{ALMA}/users/{user_id}/loans",
                params={"apikey": ALMA_API_KEY, "format": "json", "limit": 100},
                timeout=30,
            )
            r.raise_for_status()
            return r.json().get("item_loan", [])
        """,
        key=key,
    )
    path = pick(rng, "alma/loans.py", "scripts/overdue_report.py", f"{c.slug}_lib/alma.py")
    return Out(path, text, key)


@fmt(FAM, "oclc_wskey_client_credentials_secret_ruby")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    sec = an(rng, 32)
    text = fill(
        """
        require "faraday"
        require "json"

        OCLC_WSKEY = "<<key>>"
        OCLC_SECRET = "<<sec>>"

        conn = Faraday.new("https://oauth.oclc.org") do |f|
          f.request :authorization, :basic, OCLC_WSKEY, OCLC_SECRET
        end
        res = conn.post("/token", "grant_type=client_credentials&scope=WorldCatMetadataAPI")
        token = JSON.parse(res.body)["access_token"]
        puts "token acquired, expires #{JSON.parse(res.body)['expires_at']}"
        """,
        key=an(rng, 80),
        sec=sec,
    )
    path = pick(rng, "bin/oclc_token.rb", "lib/worldcat/auth.rb", f"{c.slug}-cataloguing/oclc.rb")
    return Out(path, text, sec)


@fmt(FAM, "dspace_local_cfg_db_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 10, 18, SYM_INI.replace(":", ""))
    text = fill(
        """
        # DSpace local configuration (overrides dspace.cfg)
        dspace.dir = /dspace
        dspace.server.url = https://<<repo>>/server
        dspace.ui.url = https://<<repo>>
        dspace.name = <<org>> Repository

        solr.server = http://localhost:8983/solr

        db.url = jdbc:postgresql://<<db>>:5432/dspace
        db.driver = org.postgresql.Driver
        db.dialect = org.hibernate.dialect.PostgreSQLDialect
        db.username = dspace
        db.password = <<s>>
        db.schema = public

        mail.server = <<mail>>
        """,
        repo=c.host("repository", "dspace"),
        org=c.org,
        db=pick(rng, "localhost", c.host("pg")),
        s=s,
        mail=c.host("smtp"),
    )
    path = pick(rng, "dspace/config/local.cfg", "config/local.cfg", f"{c.slug}-dspace/local.cfg")
    return Out(path, text, s)


@fmt(FAM, "eprints_cfg_d_database_pl_dbpass")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    arch = pick(rng, "repo", c.slug, "research")
    s = pw(rng, 10, 16, "-_.!@#%+")
    text = fill(
        """
        # Database connection info
        $c->{dbname} = '<<arch>>';
        $c->{dbhost} = 'localhost';
        $c->{dbuser} = '<<arch>>';
        $c->{dbpass} = '<<s>>';

        # Use a DB specific charset
        $c->{dbcharset} = 'utf8';
        """,
        arch=arch,
        s=s,
    )
    path = pick(
        rng,
        f"archives/{arch}/cfg/cfg.d/database.pl",
        "cfg/cfg.d/database.pl",
        f"eprints/{c.slug}/database.pl",
    )
    return Out(path, text, s)


@fmt(FAM, "vufind_config_ini_database_url")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 12, 18, SYM_URL)
    text = fill(
        """
        ; VuFind local configuration
        [Site]
        url = https://<<host>>
        email = library@<<dom>>
        title = "<<org>> Catalogue"
        theme = bootstrap5

        [Index]
        engine = Solr
        url = http://localhost:8983/solr

        [Database]
        database = mysql://vufind:<<s>>@localhost/vufind

        [Catalog]
        driver = Koha
        """,
        host=c.host("catalogue", "find"),
        dom=c.domain,
        org=c.org,
        s=s,
    )
    path = pick(rng, "local/config/vufind/config.ini", "config/vufind/config.ini", "vufind.ini")
    return Out(path, text, s)


@fmt(FAM, "archivesspace_config_rb_db_url_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 12, 18, "-_.~")
    text = fill(
        """
        AppConfig[:db_url] = "jdbc:mysql://<<db>>:3306/archivesspace?user=as&password=<<s>><<+>>
        &useUnicode=true&characterEncoding=UTF-8&serverTimezone=UTC"
        AppConfig[:frontend_proxy_url] = "https://<<host>>/staff"
        AppConfig[:public_proxy_url] = "https://<<host>>"
        AppConfig[:enable_solr] = true
        AppConfig[:solr_url] = "http://localhost:8983/solr/archivesspace"
        AppConfig[:oai_repository_name] = "<<org>> Archives"
        """,
        db=pick(rng, "localhost", c.host("db")),
        s=s,
        host=c.host("archives"),
        org=c.org,
    )
    path = pick(rng, "config/config.rb", "archivesspace/config/config.rb", f"aspace/{c.slug}.rb")
    return Out(path, text, s)


@fmt(FAM, "folio_okapi_token_jwt_curl_header")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tenant = pick(rng, "diku", c.slug, f"{c.slug}lib")
    tok = jwt(
        rng,
        {
            "sub": pick(rng, "admin", "migration_user", c.user),
            "user_id": uid(rng),
            "type": "access",
            "iat": epoch(rng),
            "tenant": tenant,
        },
    )
    text = fill(
        """
        #!/bin/sh
        # load the patron groups into FOLIO
        OKAPI=https://<<host>>
        TENANT=<<tenant>>
        TOKEN=<<tok>>

        for f in data/patron-groups/*.json; do
          curl -s -X POST "$OKAPI/groups" \\
            -H "Content-Type: application/json" \\
            -H "X-Okapi-Tenant: $TENANT" \\
            -H "X-Okapi-Token: $TOKEN" \\
            -d @"$f"
        done
        """,
        host=c.host("okapi", "folio"),
        tenant=tenant,
        tok=tok,
    )
    path = pick(rng, "migration/load_groups.sh", "scripts/folio-groups.sh", f"{c.slug}/groups.sh")
    return Out(path, text, tok)
