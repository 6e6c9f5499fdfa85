"""Formats: Lab, LIMS and research-data services."""

from __future__ import annotations

import random

from sixth_corpus import (
    SYM_INI,
    SYM_Q,
    SYM_SH,
    SYM_URL,
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

LAB = "lab_lims_research_data"


@fmt(LAB, "omero_config_set_db_pass_script")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_SH.replace("'", ""), n=rng.randint(12, 20))
    text = fill(
        """
        #!/bin/bash
        # OMERO.server setup for the imaging core (<<org>>)
        set -e
        export OMERODIR=/opt/omero/server/OMERO.server
        omero config set omero.data.dir /OMERO
        omero config set omero.db.host <<host>>
        omero config set omero.db.name omero_<<slug>>
        omero config set omero.db.user omero
        omero config set omero.db.pass '<<s>>'
        omero config set omero.client.ui.tree.type_order '["tagset","tag","project","dataset"]'
        omero admin start
        """,
        org=c.org,
        host=c.host("pg"),
        slug=c.slug,
        s=s,
    )
    return Out(
        pick(rng, "setup/omero-config.sh", "ansible/files/omero_setup.sh", f"{c.slug}/omero.sh"),
        text,
        s,
    )


@fmt(LAB, "benchling_sdk_api_key_auth_positional")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = "sk_" + an(rng, 30)
    text = fill(
        """
        from benchling_sdk.auth.api_key_auth import ApiKeyAuth
        from benchling_sdk.benchling import Benchling

        benchling = Benchling(
            url="https://<<slug>>.benchling.com",
            auth_method=ApiKeyAuth("<<s>>"),
        )

        for page in benchling.dna_sequences.list(folder_id="lib_<<fid>>"):
            for seq in page:
                print(seq.id, seq.name, seq.length)
        """,
        slug=c.slug,
        s=s,
        fid=an(rng, 8),
    )
    return Out(
        pick(rng, "scripts/export_sequences.py", "benchling_sync.py", f"{c.slug}_lab/pull.py"),
        text,
        s,
    )


@fmt(LAB, "redcap_r_api_token_post")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = hx(rng, 32, upper=True)
    text = fill(
        """
        library(httr)
        library(readr)

        url <- "https://redcap.<<dom>>/api/"
        formData <- list(
          token = "<<s>>",
          content = "record",
          action = "export",
          format = "csv",
          type = "flat",
          rawOrLabel = "raw",
          exportSurveyFields = "false",
          returnFormat = "json"
        )
        response <- httr::POST(url, body = formData, encode = "form")
        visits <- read_csv(content(response, as = "text"))
        """,
        dom=c.domain,
        s=s,
    )
    return Out(
        pick(rng, "R/01_pull_redcap.R", "analysis/import.R", f"{c.slug}/redcap_export.R"), text, s
    )


@fmt(LAB, "elabftw_api_key_header_python")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = f"{rng.randint(1, 40)}-{hx(rng, 84)}"
    text = fill(
        """
        import requests

        ELN = "https://eln.<<dom>>/api/v2"
        HEADERS = {"Authorization": "<<s>>", "Accept": "application/json"}


        def experiments(query: str) -> list[dict]:
            r = requests.get(f"{ELN}/experiments", params={"q": query}, headers=HEADERS, timeout=30)
            r.raise_for_status()
            return r.json()


        if __name__ == "__main__":
            for exp in experiments("western blot"):
                print(exp["id"], exp["title"])
        """,
        dom=c.domain,
        s=s,
    )
    return Out(
        pick(rng, "eln/list_experiments.py", "tools/elab_export.py", f"{c.slug}/eln.py"), text, s
    )


@fmt(LAB, "pybis_openbis_login_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_Q.replace("'", ""), n=rng.randint(12, 18))
    text = fill(
        """
        from pybis import Openbis

        o = Openbis("https://openbis.<<dom>>", verify_certificates=False)
        o.login("<<user>>", "<<s>>", save_token=True)

        samples = o.get_samples(space="<<space>>", type="YEAST", props=["name", "genotype"])
        samples.df.to_csv("yeast_strains.csv", index=False)
        o.logout()
        """,
        dom=c.domain,
        user=c.user,
        s=s,
        space=c.slug.upper(),
    )
    return Out(
        pick(rng, "notebooks/openbis_export.py", "scripts/strains.py", f"{c.slug}/openbis_pull.py"),
        text,
        s,
    )


@fmt(LAB, "synapse_config_authtoken_jwt")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    t = epoch(rng)
    s = jwt(
        rng,
        {
            "access": {"scope": ["view", "download", "modify"], "oidc_claims": {}},
            "token_type": "PERSONAL_ACCESS_TOKEN",
            "token_id": str(rng.randint(10000, 99999)),
            "sub": str(rng.randint(3_300_000, 3_499_999)),
            "aud": "0",
            "nbf": t,
            "iat": t,
            "jti": str(rng.randint(100000, 999999)),
            "iss": "https://repo-prod.prod.sagebase.org/auth/v1",
        },
        alg="RS256",
        kid=an(rng, 4, "WXYZ") + ":" + an(rng, 4, "ABCDEFGH"),
    )
    text = fill(
        """
        [authentication]
        username = <<user>>
        authtoken = <<s>>

        [cache]
        location = /scratch/<<user>>/synapseCache
        """,
        user=c.user,
        s=s,
    )
    return Out(
        pick(rng, ".synapseConfig", "home/.synapseConfig", f"{c.slug}/.synapseConfig"),
        text,
        s,
        "ini",
    )


@fmt(LAB, "basespace_default_cfg_access_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = hx(rng, 32)
    text = fill(
        """
        apiServer   = https://api.basespace.illumina.com
        accessToken = <<s>>
        """,
        s=s,
    )
    return Out(
        pick(
            rng,
            ".basespace/default.cfg",
            "config/basespace/default.cfg",
            f"{c.slug}/.basespace/default.cfg",
        ),
        text,
        s,
    )


@fmt(LAB, "xnat_pyxnat_interface_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_Q.replace("'", ""), n=rng.randint(12, 18))
    text = fill(
        """
        from pyxnat import Interface

        central = Interface(
            server="https://xnat.<<dom>>",
            user="<<user>>",
            password="<<s>>",
            cachedir="/tmp/xnat",
        )
        proj = central.select.project("<<proj>>")
        for subj in proj.subjects():
            print(subj.label(), len(list(subj.experiments())))
        """,
        dom=c.domain,
        user=c.user,
        s=s,
        proj=c.slug.upper() + str(rng.randint(1, 9)),
    )
    return Out(
        pick(rng, "mri/fetch_sessions.py", "xnat_sync.py", f"{c.slug}/xnat_list.py"), text, s
    )


@fmt(LAB, "ckan_ini_sqlalchemy_url_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_URL, n=rng.randint(14, 20))
    text = fill(
        """
        [app:main]
        use = egg:ckan
        ckan.site_id = <<slug>>
        ckan.site_url = https://data.<<dom>>
        sqlalchemy.url = postgresql://ckan_default:<<s>>@<<host>>/ckan_default
        ckan.datastore.read_url = postgresql://datastore_ro@<<host>>/datastore_default
        solr_url = http://127.0.0.1:8983/solr/ckan
        ckan.redis.url = redis://localhost:6379/0
        ckan.plugins = activity datastore datapusher scheming_datasets
        ckan.auth.create_user_via_web = false
        """,
        slug=c.slug,
        dom=c.domain,
        s=s,
        host=c.host("pg"),
    )
    return Out(
        pick(rng, "ckan.ini", "etc/ckan/default/ckan.ini", f"{c.slug}-portal/ckan.ini"),
        text,
        s,
        "ini",
    )


@fmt(LAB, "figshare_token_header_shell")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = hx(rng, 128)
    text = fill(
        """
        #!/usr/bin/env bash
        # create the article for the <<slug>> dataset, then upload parts with upload.py
        curl -s -X POST https://api.figshare.com/v2/account/articles \\
          -H "Authorization: token <<s>>" \\
          -H "Content-Type: application/json" \\
          -d '{"title": "<<org>> field recordings <<year>>", "defined_type": "dataset"}'
        """,
        slug=c.slug,
        s=s,
        org=c.org,
        year=c.day.year,
    )
    return Out(
        pick(rng, "release/figshare_create.sh", "scripts/deposit.sh", f"{c.slug}/figshare.sh"),
        text,
        s,
    )


@fmt(LAB, "dataverse_api_token_curl_header")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = uid(rng)
    text = fill(
        """
        # Depositing the replication package
        Run from the repository root once the zip is built:

        ```sh
        export SERVER_URL=https://dataverse.<<dom>>
        curl -H "X-Dataverse-key: <<s>>" -X POST \\
          -F "file=@replication.zip" \\
          "$SERVER_URL/api/datasets/:persistentId/add?persistentId=doi:10.<<doi>>"
        ```
        """,
        dom=c.domain,
        s=s,
        doi=f"{rng.randint(5000, 9999)}/{an(rng, 6)}",
    )
    return Out(pick(rng, "DEPOSIT.md", "docs/deposit.md", f"{c.slug}/README-deposit.md"), text, s)


@fmt(LAB, "genologicsrc_clarity_lims_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_INI, n=rng.randint(12, 18))
    text = fill(
        """
        [genologics]
        BASEURI=https://lims.<<dom>>
        USERNAME=<<user>>
        PASSWORD=<<s>>

        [logging]
        MAIN_LOG=/var/log/lims/epp.log
        """,
        dom=c.domain,
        user=pick(rng, "apiuser", "epp_automation", c.user),
        s=s,
    )
    return Out(
        pick(rng, ".genologicsrc", "config/genologics.conf", f"{c.slug}/.genologicsrc"),
        text,
        s,
        "ini",
    )
