"""Data annotation / labelling tools: Label Studio, CVAT, Labelbox, Prodigy, Scale, doccano,
Argilla, V7 Darwin, Encord."""

from __future__ import annotations

import json
import random

from seventh_corpus import (
    LOWER,
    Ctx,
    Out,
    an,
    b64,
    ed25519_pem,
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

FAM = "data_annotation_tools"
CUID = LOWER + "0123456789"


@fmt(FAM, "label_studio_sdk_client_api_key_kwarg")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = hx(rng, 40)
    text = fill(
        """
        from label_studio_sdk import Client

        ls = Client(url="http://<<host>>:8080", api_key="<<key>>")
        project = ls.get_project(<<pid>>)
        tasks = project.get_labeled_tasks()
        with open("exports/labeled.json", "w") as fh:
            import json

            json.dump(tasks, fh)
        """,
        host=c.host("labelstudio", "ls"),
        key=key,
        pid=rng.randint(1, 80),
    )
    path = pick(rng, "annotation/export_ls.py", "scripts/pull_labels.py", f"{c.slug}_ml/ls.py")
    return Out(path, text, key)


@fmt(FAM, "cvat_cli_auth_user_password_flag")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 10, 16, "-_.@+")
    text = fill(
        """
        #!/usr/bin/env bash
        # create one CVAT task per camera folder
        set -e
        for d in frames/*/; do
          name=$(basename "$d")
          cvat-cli --server-host <<host>> --server-port 443 --auth <<user>>:<<s>> \\
            create "$name" --labels labels.json --image_quality 85 local "$d"*.jpg
        done
        """,
        host=c.host("cvat", "annotate"),
        user=pick(rng, "uploader", c.user, "ops"),
        s=s,
    )
    path = pick(rng, "tools/cvat_upload.sh", "annotation/create_tasks.sh", f"{c.slug}/cvat.sh")
    return Out(path, text, s)


@fmt(FAM, "labelbox_client_jwt_api_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    now = epoch(rng)
    key = jwt(
        rng,
        {
            "user": "cl" + an(rng, 23, CUID),
            "organizationId": "cl" + an(rng, 23, CUID),
            "apiKeyId": "cl" + an(rng, 23, CUID),
            "secret": hx(rng, 32),
            "iat": now,
            "exp": now + 63072000,
        },
    )
    text = fill(
        """
        import labelbox as lb

        LB_API_KEY = "<<key>>"
        client = lb.Client(api_key=LB_API_KEY)

        project = client.get_project("<<proj>>")
        export = project.export(params={"data_row_details": True, "label_details": True})
        export.wait_till_done()
        """,
        key=key,
        proj="cl" + an(rng, 23, CUID),
    )
    path = pick(rng, "labelbox_export.py", "pipelines/labels/labelbox.py", f"{c.slug}_lb.py")
    return Out(path, text, key)


@fmt(FAM, "prodigy_json_db_settings_postgresql_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 12, 20, "-_.!@#%+*")
    conf = {
        "theme": "basic",
        "batch_size": 10,
        "port": 8080,
        "host": "0.0.0.0",
        "db": "postgresql",
        "db_settings": {
            "postgresql": {
                "host": c.host("pg", "annotations-db"),
                "dbname": "prodigy",
                "user": "prodigy",
                "password": s,
            }
        },
        "feed_overlap": False,
    }
    path = pick(rng, "prodigy.json", ".prodigy/prodigy.json", f"{c.slug}-ner/prodigy.json")
    return Out(path, json.dumps(conf, indent=2) + "\n", s)


@fmt(FAM, "scaleapi_client_live_key_positional")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = "live_" + hx(rng, 32)
    text = fill(
        """
        import scaleapi
        from scaleapi.tasks import TaskType

        client = scaleapi.ScaleClient("<<key>>")

        for url in open("batch_urls.txt").read().split():
            client.create_task(
                TaskType.ImageAnnotation,
                project="<<proj>>",
                attachment=url,
                geometries={"box": {"objects_to_annotate": ["pallet", "forklift"]}},
            )
        """,
        key=key,
        proj=f"{c.slug}_warehouse",
    )
    path = pick(rng, "scale/submit.py", "labeling/scale_tasks.py", f"{c.slug}_scale.py")
    return Out(path, text, key)


@fmt(FAM, "doccano_client_login_password_kwarg")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = words_pw(rng) if rng.random() < 0.5 else pw(rng, 10, 16, "-_.!@#%+")
    text = fill(
        """
        from doccano_client import DoccanoClient

        client = DoccanoClient("https://<<host>>")
        client.login(username="admin", password="<<s>>")

        for project in client.list_projects():
            client.download(project.id, format="JSONL", dir_name="exports")
        """,
        host=c.host("doccano", "annotate"),
        s=s,
    )
    path = pick(rng, "export_doccano.py", "nlp/annotation/doccano_dump.py", f"{c.slug}/dump.py")
    return Out(path, text, s)


@fmt(FAM, "argilla_client_api_url_api_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = b64(rng, 30, url=True, pad=False)
    text = fill(
        """
        import argilla as rg

        client = rg.Argilla(
            api_url="https://<<host>>",
            api_key="<<key>>",
        )
        dataset = client.datasets(name="support-intents", workspace="<<ws>>")
        dataset.records.to_json("exports/support-intents.json")
        """,
        host=c.host("argilla"),
        key=key,
        ws=c.slug,
    )
    path = pick(rng, "argilla_export.py", "feedback/export.py", f"{c.slug}_argilla.py")
    return Out(path, text, key)


@fmt(FAM, "darwin_py_config_yaml_team_api_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = f"{an(rng, 7)}.{an(rng, 32)}"
    team = f"{c.slug}-vision"
    text = fill(
        """
        global:
          api_endpoint: https://darwin.v7labs.com/api/
          base_url: https://darwin.v7labs.com
          default_team: <<team>>
        teams:
          <<team>>:
            api_key: <<key>>
            datasets_dir: /home/<<user>>/.darwin/datasets
        """,
        team=team,
        key=key,
        user=c.user,
    )
    path = pick(rng, ".darwin/config.yaml", f"home/{c.user}/.darwin/config.yaml", "darwin.yaml")
    return Out(path, text, key)


@fmt(FAM, "encord_user_client_ed25519_private_key_string")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = ed25519_pem(rng)
    text = fill(
        '''
        from encord import EncordUserClient

        SSH_PRIVATE_KEY = """<<key>>
        """

        user_client = EncordUserClient.create_with_ssh_private_key(ssh_private_key=SSH_PRIVATE_KEY)
        project = user_client.get_project("<<proj>>")
        for row in project.list_label_rows_v2():
            print(row.data_title, row.label_status)
        ''',
        key=key,
        proj=uid(rng),
    )
    path = pick(rng, "encord_sync.py", "annotation/encord_client.py", f"{c.slug}_encord.py")
    return Out(path, text, key)
