"""Family vfx_render_pipeline_trackers: render-farm queues and VFX production trackers."""

from __future__ import annotations

from thirteenth_corpus import (
    SYM_BARE,
    SYM_INI,
    SYM_URL,
    Out,
    fmt,
    gen_pw,
    hexs,
    host,
    org,
    pick,
    user,
    uuid4,
    words_pw,
)

FAM = "vfx_render_pipeline_trackers"


@fmt(FAM, "opencue_cuebot_properties_datasource_password")
def opencue(rng):
    pw = gen_pw(rng, sym=SYM_INI)
    path = pick(
        rng,
        (
            "cuebot/src/main/resources/opencue.properties",
            "etc/opencue/opencue.properties",
            "opencue.properties",
            "deploy/cuebot/opencue.properties",
        ),
    )
    text = f"""datasource.cue-data-source.driver-class-name=org.postgresql.Driver
datasource.cue-data-source.jdbc-url=jdbc:postgresql://{host(rng, "pg")}/cuebot
datasource.cue-data-source.username=cuebot
datasource.cue-data-source.password={pw}
grpc.cue_port=8443
dispatcher.job_query_max=20
"""
    return Out(path, text, pw, "")


@fmt(FAM, "cgru_afanasy_config_json_db_conninfo_password")
def cgru(rng):
    pw = gen_pw(rng, sym=SYM_BARE)
    path = pick(
        rng,
        (
            "cgru/config.json",
            "opt/cgru/config.json",
            "home/render/.cgru/config.json",
            "studio/cgru/config.json",
        ),
    )
    text = f"""{{"cgru_config":{{
	"af_servername":"{host(rng, "afserver")}",
	"af_serverport":51000,
	"af_db_conninfo":"host={host(rng, "pg")} dbname=afanasy user=afadmin password={pw}",
	"af_render_nimby_tasks":"",
	"":""
}}}}
"""
    return Out(path, text, pw, "json")


@fmt(FAM, "deadline_connect_set_authentication_credentials_python")
def deadline(rng):
    pw = words_pw(rng)
    path = pick(
        rng,
        (
            "deadline_submit.py",
            "pipeline/farm/deadline_status.py",
            "tools/requeue_failed.py",
            "farm/deadline_jobs.py",
        ),
    )
    text = f"""import Deadline.DeadlineConnect as Connect

con = Connect.DeadlineCon("{host(rng, "deadline")}", 8081)
con.EnableAuthentication(True)
con.SetAuthenticationCredentials("{user(rng)}", "{pw}")
for job in con.Jobs.GetJobsInState("Failed"):
    con.Jobs.RequeueJob(job["_id"])
"""
    return Out(path, text, pw, "py")


@fmt(FAM, "ftrack_api_session_keyword_api_key_uuid")
def ftrack(rng):
    key = uuid4(rng)
    studio = org(rng).replace("-", "")
    path = pick(
        rng,
        (
            "ftrack_publish.py",
            "pipeline/ftrack_sync.py",
            "hooks/ftrack_status.py",
            "tools/ftrack_versions.py",
        ),
    )
    text = f"""import ftrack_api

session = ftrack_api.Session(
    server_url="https://{studio}.ftrackapp.com",
    api_key="{key}",
    api_user="pipeline",
)
for task in session.query("Task where status.name is 'Ready to Start'"):
    print(task["name"])
"""
    return Out(path, text, key, "py")


@fmt(FAM, "shotgun_api3_script_name_api_key_keyword")
def shotgrid(rng):
    key = gen_pw(rng, rng.randint(36, 42), "#$%^&*()-_")
    key = "".join(c.lower() if c.isalpha() and rng.random() < 0.7 else c for c in key)
    studio = org(rng).replace("-", "")
    path = pick(
        rng,
        (
            "sg_publish.py",
            "pipeline/shotgrid_client.py",
            "tools/sg_versions.py",
            "hooks/sg_ingest.py",
        ),
    )
    text = f"""import shotgun_api3

sg = shotgun_api3.Shotgun(
    "https://{studio}.shotgunstudio.com",
    script_name="ingest_daemon",
    api_key="{key.replace('"', "")}",
)
print(sg.find("Shot", [["sg_status_list", "is", "ip"]], ["code"]))
"""
    return Out(path, text, key.replace('"', ""), "py")


@fmt(FAM, "kitsu_zou_env_file_db_password_line")
def zou(rng):
    pw = gen_pw(rng, sym=SYM_INI)
    path = pick(rng, ("etc/zou/zou.env", "opt/zou/zou.env", "kitsu/zou.env", "srv/zou/.env"))
    text = f"""DB_HOST={host(rng, "pg")}
DB_USERNAME=zou
DB_PASSWORD={pw}
DB_DATABASE=zoudb
PREVIEW_FOLDER=/opt/zou/previews
TMP_DIR=/opt/zou/tmp
"""
    return Out(path, text, pw, "")


@fmt(FAM, "openpype_mongo_uri_export_launcher_script")
def openpype(rng):
    pw = gen_pw(rng, sym=SYM_URL)
    path = pick(
        rng,
        (
            "launch_openpype.sh",
            "pipeline/bin/openpype.sh",
            "tools/op_tray.sh",
            "studio/launch_tray.sh",
        ),
    )
    text = f"""#!/bin/bash
export OPENPYPE_MONGO="mongodb://{user(rng)}:{pw}@{host(rng, "mongo")}:27017/?authSource=admin"
export OPENPYPE_ROOT=/mnt/pipeline/openpype
exec "$OPENPYPE_ROOT/openpype_console" tray
"""
    return Out(path, text, pw, "")


@fmt(FAM, "ayon_service_dotenv_ayon_api_key")
def ayon(rng):
    key = hexs(rng, 32)
    path = pick(
        rng,
        (
            "services/ftrack-leecher/.env",
            "ayon/addons/kitsu/.env",
            "ayon-services/.env",
            "processor/.env",
        ),
    )
    text = f"""AYON_SERVER_URL=http://{host(rng, "ayon")}:5000
AYON_API_KEY={key}
AYON_ADDON_NAME=kitsu
AYON_ADDON_VERSION=1.2.3
"""
    return Out(path, text, key, "")
