"""Family search_vector_engines: search servers and vector databases."""

from __future__ import annotations

import random

from ninth_corpus import (
    SYM_DQ,
    SYM_INI,
    SYM_URL,
    SYM_YAML,
    Ctx,
    Out,
    an,
    ec_pem,
    fill,
    fmt,
    pick,
    pw,
)

F = "search_vector_engines"


@fmt(F, "sphinx_conf_source_block_sql_pass")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_INI)
    t = fill(
        """
        source src_<<idx>>
        {
            type            = mysql
            sql_host        = <<host>>
            sql_user        = sphinx_ro
            sql_pass        = <<s>>
            sql_db          = <<db>>
            sql_port        = 3306
            sql_query_pre   = SET NAMES utf8mb4
            sql_query       = SELECT id, title, body, UNIX_TIMESTAMP(updated_at) AS ts FROM <<idx>>
            sql_attr_timestamp = ts
        }

        index <<idx>>
        {
            source          = src_<<idx>>
            path            = /var/lib/sphinxsearch/data/<<idx>>
            min_word_len    = 2
        }

        searchd
        {
            listen          = 9312
            listen          = 9306:mysql41
            log             = /var/log/sphinxsearch/searchd.log
            pid_file        = /run/sphinxsearch/searchd.pid
        }
        """,
        s=s,
        host=c.host("mysql"),
        idx=pick(rng, "products", "articles", "tickets"),
        db=c.short,
    )
    return Out(
        pick(rng, "etc/sphinxsearch/sphinx.conf", "sphinx.conf", "deploy/sphinx/sphinx.conf"), t, s
    )


@fmt(F, "opensearch_dashboards_yml_backend_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_YAML)
    t = fill(
        """
        server.host: "0.0.0.0"
        server.name: "<<short>>-dashboards"
        opensearch.hosts: ["https://<<h>>:9200"]
        opensearch.ssl.verificationMode: certificate
        opensearch.username: "kibanaserver"
        opensearch.password: "<<s>>"
        opensearch.requestHeadersWhitelist: [authorization, securitytenant]
        opensearch_security.multitenancy.enabled: true
        opensearch_security.readonly_mode.roles: ["kibana_read_only"]
        """,
        s=s,
        short=c.short,
        h=c.host("search"),
    )
    p = pick(
        rng,
        "config/opensearch_dashboards.yml",
        "opensearch-dashboards/opensearch_dashboards.yml",
        f"ansible/roles/{c.short}_dashboards/files/opensearch_dashboards.yml",
    )
    return Out(p, t, s)


@fmt(F, "pymilvus_connections_connect_user_colon_password_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="-_.@#")
    user = pick(rng, "root", "ingest", c.short)
    t = fill(
        """
        from pymilvus import Collection, connections

        connections.connect(
            alias="default",
            uri="https://<<h>>:19530",
            token="<<user>>:<<s>>",
            secure=True,
        )

        docs = Collection("<<coll>>")
        docs.load()
        print(docs.num_entities)
        """,
        s=s,
        user=user,
        h=c.host("milvus"),
        coll=pick(rng, "doc_chunks", "faq_embeddings", "product_vectors"),
    )
    p = pick(rng, "ingest/milvus_client.py", "scripts/load_vectors.py", f"{c.short}/vectordb.py")
    return Out(p, t, s)


@fmt(F, "chromadb_http_client_settings_auth_credentials")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = "ck-" + an(rng, 40)
    t = fill(
        """
        import chromadb
        from chromadb.config import Settings

        client = chromadb.HttpClient(
            host="<<h>>",
            port=8000,
            settings=Settings(
                chroma_client_auth_provider="chromadb.auth.token_authn.TokenAuthClientProvider",
                chroma_client_auth_credentials="<<s>>",
            ),
        )
        collection = client.get_or_create_collection("<<coll>>")
        """,
        s=s,
        h=c.host("chroma"),
        coll=pick(rng, "support_docs", "wiki", "notes"),
    )
    p = pick(rng, "app/rag/store.py", "rag/chroma_store.py", f"services/{c.short}_rag/client.py")
    return Out(p, t, s)


@fmt(F, "vespa_cloud_data_plane_private_key_pem_file")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = ec_pem(rng)
    app = pick(rng, "search", "recs", "docs")
    p = pick(
        rng,
        f".vespa/{c.short}.{app}.default/data-plane-private-key.pem",
        f"vespa/{app}/security/data-plane-private-key.pem",
        f"secrets/{c.short}-{app}-data-plane-private-key.pem",
    )
    return Out(p, s + "\n", s)


@fmt(F, "lancedb_cloud_connect_api_key_kwarg")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = "sk_" + an(rng, 36, "abcdefghijklmnopqrstuvwxyz0123456789")
    t = fill(
        """
        import lancedb

        db = lancedb.connect(
            uri="db://<<proj>>-<<r>>",
            api_key="<<s>>",
            region="<<region>>",
        )
        tbl = db.open_table("<<tbl>>")
        hits = tbl.search(query_vec).limit(8).to_pandas()
        """,
        s=s,
        proj=c.short,
        r=an(rng, 5, "abcdefghijklmnopqrstuvwxyz0123456789"),
        region=pick(rng, "us-east-1", "eu-west-1"),
        tbl=pick(rng, "passages", "images", "code_chunks"),
    )
    return Out(
        pick(rng, "search/lance.py", "notebooks/lance_query.py", f"{c.short}/index.py"), t, s
    )


@fmt(F, "marqo_python_client_api_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 32, "abcdefghijklmnopqrstuvwxyz0123456789")
    t = fill(
        """
        import marqo

        mq = marqo.Client(url="https://api.marqo.ai", api_key="<<s>>")

        mq.index("<<idx>>").add_documents(
            [{"Title": row.title, "Description": row.body} for row in rows],
            tensor_fields=["Description"],
        )
        """,
        s=s,
        idx=pick(rng, "catalogue", "help-centre", "listings"),
    )
    return Out(
        pick(rng, "marqo_sync.py", "jobs/reindex_marqo.py", f"{c.short}/marqo_index.py"), t, s
    )


@fmt(F, "zincsearch_compose_first_admin_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_YAML)
    t = fill(
        """
        services:
          zincsearch:
            image: public.ecr.aws/zinclabs/zincsearch:0.4.10
            restart: unless-stopped
            ports:
              - "4080:4080"
            environment:
              ZINC_DATA_PATH: /data
              ZINC_FIRST_ADMIN_USER: <<user>>
              ZINC_FIRST_ADMIN_PASSWORD: "<<s>>"
            volumes:
              - ./zinc-data:/data
        """,
        s=s,
        user=pick(rng, "admin", c.first),
    )
    p = pick(
        rng, "zincsearch/docker-compose.yml", "docker-compose.search.yml", f"{c.short}/compose.yaml"
    )
    return Out(p, t, s)


@fmt(F, "sonic_config_cfg_channel_auth_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_DQ)
    t = fill(
        """
        # Sonic
        # Fast, lightweight and schema-less search backend

        [server]

        log_level = "error"

        [channel]

        inet = "0.0.0.0:1491"
        tcp_timeout = 300

        auth_password = "<<s>>"

        [channel.search]

        query_limit_default = 10
        query_limit_maximum = 100

        [store]

        [store.kv]

        path = "/var/lib/sonic/store/kv/"
        """,
        s=s,
    )
    p = pick(rng, "sonic/config.cfg", "etc/sonic.cfg", f"deploy/{c.short}-sonic/config.cfg")
    return Out(p, t, s, "toml")


@fmt(F, "manticore_cluster_join_script_http_sql_userinfo")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_URL)
    t = fill(
        """
        #!/bin/sh
        # join this node to the Manticore cluster and pull the shared indexes
        mysql -h 127.0.0.1 -P 9306 -e "JOIN CLUSTER <<cl>> AT '<<ip>>:9312'"
        curl -s -X POST 'http://manticore:<<s>>@<<h>>:9308/sql?mode=raw' \\
          -d "query=SHOW STATUS LIKE 'cluster_<<cl>>_status'"
        """,
        s=s,
        cl=pick(rng, "posts", "main", c.short),
        ip=c.ip(),
        h=c.host("search1"),
    )
    p = pick(
        rng, "scripts/manticore_join.sh", "ops/join-cluster.sh", f"{c.short}/manticore/join.sh"
    )
    return Out(p, t, s)
