"""Archives, digitisation and digital preservation files."""

from seventeenth_corpus import (
    SYM_DQ,
    SYM_INI,
    SYM_JSON,
    SYM_XML,
    Out,
    alnum,
    domain,
    fill,
    fmt,
    gen_pw,
    hexs,
    host,
    org,
    user,
)

FAM = "archive_digitisation_preservation"


@fmt(FAM, "archivematica_storage_service_curl_apikey_auth_header")
def am_curl(rng):
    o = org(rng)
    key = hexs(rng, 40)
    u = user(rng)
    text = fill(
        """#!/usr/bin/env bash
# list AIPs stored in the <<o>> replica location
SS=https://ss.<<d>>
curl -s -H "Authorization: ApiKey <<u>>:<<key>>" \\
     "$SS/api/v2/file/?package_type=AIP&current_location__uuid=<<loc>>" | jq '.objects[].uuid'
""",
        o=o,
        d=domain(rng, o),
        u=u,
        key=key,
        loc=alnum(rng, 8, "0123456789abcdef"),
    )
    return Out(f"preservation/{o}/list_aips_{rng.randint(1, 99)}.sh", text, key, "")


@fmt(FAM, "goobi_workflow_plugin_config_xml_export_password")
def goobi_xml(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_XML)
    text = fill(
        """<?xml version="1.0" encoding="UTF-8"?>
<config_plugin>
    <config>
        <project>*</project>
        <step>Export to repository</step>
        <target>
            <url>https://repo.<<d>>/sword/collection/<<coll>></url>
            <username>goobi_export</username>
            <password><<pw>></password>
            <packaging>http://purl.org/net/sword/package/METSDSpaceSIP</packaging>
        </target>
        <deleteAfterExport>false</deleteAfterExport>
    </config>
</config_plugin>
""",
        d=domain(rng, o),
        coll=rng.randint(10, 999),
        pw=pw,
    )
    return Out(f"goobi/{o}/config/plugin_intranda_export_sword_{rng.randint(1, 99)}.xml", text, pw)


@fmt(FAM, "kitodo_production_config_properties_ldap_admin_password")
def kitodo_props(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_INI)
    text = fill(
        """# kitodo_config.properties (site overrides)
directory.metadata=/usr/local/kitodo/metadata/
directory.users=/home/
ldap.use=true
ldap.url=ldaps://<<h>>:636/
ldap.adminLogin=cn=kitodo,ou=services,dc=<<dc>>,dc=local
ldap.adminPassword=<<pw>>
ldap.nextFreeUnixId=cn=NextFreeUnixId,dc=<<dc>>,dc=local
elasticsearch.host=localhost
""",
        h=host(rng, "ldap", o),
        dc=o.replace("-", ""),
        pw=pw,
    )
    return Out(f"kitodo/{o}/kitodo_config.{rng.randint(1, 99)}.properties", text, pw, "")


@fmt(FAM, "preservica_upload_script_python_settings_password")
def preservica_py(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_DQ)
    text = fill(
        """from pyPreservica import UploadAPI, simple_asset_package

client = UploadAPI(
    username="digitisation@<<d>>",
    password="<<pw>>",
    tenant="<<t>>",
    server="eu.preservica.com",
)

package = simple_asset_package(preservation_file="masters/<<box>>.tif", parent_folder="<<folder>>")
client.upload_zip_package(package, folder="<<folder>>")
""",
        d=domain(rng, o),
        pw=pw,
        t=o.replace("-", "").upper()[:8],
        box=f"box{rng.randint(1, 400):03d}_f{rng.randint(1, 40):02d}",
        folder=alnum(rng, 8, "0123456789abcdef") + "-" + alnum(rng, 4, "0123456789abcdef"),
    )
    return Out(f"ingest/{o}/upload_box_{rng.randint(1, 400)}.py", text, pw)


@fmt(FAM, "iiif_image_server_cantaloupe_properties_s3_secret")
def cantaloupe(rng):
    o = org(rng)
    sec = alnum(rng, 40, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/+")
    text = fill(
        """http.enabled = true
http.port = 8182
endpoint.iiif.3.enabled = true
source.static = S3Source
S3Source.endpoint = https://objects.<<d>>
S3Source.region = eu-central-1
S3Source.access_key_id = <<akid>>
S3Source.secret_access_key = <<sec>>
S3Source.BasicLookupStrategy.bucket.name = masters
processor.selection_strategy = AutomaticSelectionStrategy
cache.server.derivative.enabled = true
""",
        d=domain(rng, o),
        akid=alnum(rng, 20, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
        sec=sec,
    )
    return Out(f"iiif/{o}/cantaloupe.{rng.randint(1, 99)}.properties", text, sec, "")


@fmt(FAM, "book_scanner_capture_profile_json_nas_share_password")
def capture_json(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_JSON)
    text = fill(
        """{
  "profile": "Bound volumes 400ppi",
  "device": "overhead-scanner-<<n>>",
  "resolution_ppi": 400,
  "colour": "24bit",
  "target": "FADGI 3-star",
  "file_naming": "{shelfmark}_{page:04d}.tif",
  "output": {
    "type": "smb",
    "share": "\\\\\\\\<<h>>\\\\scans",
    "user": "scanstation",
    "password": "<<pw>>"
  }
}
""",
        n=rng.randint(1, 9),
        h=host(rng, "nas", o),
        pw=pw,
    )
    return Out(f"capture/{o}/profiles/bound_400_{rng.randint(1, 99)}.json", text, pw)


@fmt(FAM, "bagit_transfer_lftp_script_open_user_password")
def lftp_script(rng):
    o = org(rng)
    pw = gen_pw(rng, sym="-_.@+")
    text = fill(
        """# lftp -f transfer_<<n>>.lftp  (weekly BagIt transfer to the state archive)
set sftp:auto-confirm yes
set net:max-retries 3
open -u <<u>>,<<pw>> sftp://<<h>>
mirror -R --verbose /data/bags/outgoing /incoming/<<o>>
bye
""",
        n=rng.randint(1, 99),
        u=user(rng),
        pw=pw,
        h=host(rng, "sftp"),
        o=o,
    )
    return Out(f"transfer/{o}/transfer_{rng.randint(1, 99)}.lftp", text, pw, "")


@fmt(FAM, "ocr_pipeline_compose_yaml_postgres_password_env")
def ocr_compose(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_DQ)
    text = fill(
        """services:
  ocr-worker:
    image: registry.<<d>>/ocr-worker:2.7
    environment:
      TESSDATA_PREFIX: /usr/share/tesseract-ocr/5/tessdata
      OCR_LANGS: "deu+frk+lat"
      DB_DSN: "host=db dbname=ocr user=ocr"
    depends_on: [db]
  db:
    image: postgres:16
    environment:
      POSTGRES_USER: ocr
      POSTGRES_PASSWORD: "<<pw>>"
    volumes:
      - pgdata:/var/lib/postgresql/data
volumes:
  pgdata: {}
""",
        d=domain(rng, o),
        pw=pw,
    )
    return Out(f"ocr/{o}-{rng.randint(1, 99)}/docker-compose.yml", text, pw)
