"""Decoys: files close to the planted formats that hold no live credential, each with a why."""

# ruff: noqa: E501

from __future__ import annotations

import base64
import hashlib
import json
import random

from fourteenth_corpus import DOut, alnum, b64, decoy, epoch, hexs, host, ip, pick, user, uuid4


@decoy
def mast_env(rng: random.Random) -> DOut:
    text = """import os
from astroquery.mast import Observations

Observations.login(os.environ["MAST_API_TOKEN"])
"""
    return DOut("fetch_jwst.py", text, "the MAST token is read from the environment")


@decoy
def tom_empty(rng: random.Random) -> DOut:
    text = """FACILITIES = {
    "LCO": {
        "portal_url": "https://observe.lco.global",
        "api_key": os.getenv("LCO_API_KEY", ""),
    },
}
"""
    return DOut(
        "mytom/settings_facilities.py",
        "import os\n\n" + text,
        "TOM facility key from getenv with an empty default",
    )


@decoy
def gaia_public(rng: random.Random) -> DOut:
    text = """from astroquery.gaia import Gaia

# anonymous TAP query, no login needed
job = Gaia.launch_job("SELECT TOP 10 source_id, ra, dec FROM gaiadr3.gaia_source")
"""
    return DOut("gaia_anon.py", text, "anonymous Gaia query, no credential")


@decoy
def ztf_ids(rng: random.Random) -> DOut:
    rows = "\n".join(
        f"ZTF{rng.randint(18, 26)}{alnum(rng, 7).lower()},{rng.uniform(0, 360):.5f},{rng.uniform(-30, 80):.5f}"
        for _ in range(6)
    )
    return DOut(
        "candidates.csv",
        "objectId,ra,dec\n" + rows + "\n",
        "ZTF object ids and coordinates, not keys",
    )


@decoy
def dicom_uids(rng: random.Random) -> DOut:
    text = (
        "\n".join(f"1.2.826.0.1.3680043.8.498.{rng.randint(10**20, 10**21)}" for _ in range(5))
        + "\n"
    )
    return DOut("series_uids.txt", text, "DICOM study/series UIDs look random but are identifiers")


@decoy
def ohif_no_auth(rng: random.Random) -> DOut:
    text = """window.config = {
  dataSources: [{
    namespace: '@ohif/extension-default.dataSourcesModule.dicomweb',
    sourceName: 'dicomweb',
    configuration: { qidoRoot: '/dicom-web', wadoRoot: '/dicom-web', requestOptions: { auth: undefined } },
  }],
};
"""
    return DOut(
        "public/config/default.js",
        text,
        "OHIF behind an auth proxy; requestOptions.auth is undefined",
    )


@decoy
def dcm4chee_secret_file(rng: random.Random) -> DOut:
    text = """services:
  ldap:
    image: dcm4che/slapd-dcm4chee:2.6.6-33.0
    environment:
      LDAP_ROOTPASS_FILE: /run/secrets/ldap_root
    secrets:
      - ldap_root
secrets:
  ldap_root:
    file: ./secrets/ldap_root.txt
"""
    return DOut(
        "dcm4chee/docker-compose.yml", text, "LDAP root password comes from a Docker secret file"
    )


@decoy
def mango_placeholder(rng: random.Random) -> DOut:
    text = "db.type=h2\ndb.url=jdbc:h2:${ma.home}/databases/mah2\ndb.username=\ndb.password=\n"
    return DOut("overrides/env.properties", text, "embedded H2 database with empty credentials")


@decoy
def thingworx_env(rng: random.Random) -> DOut:
    text = (
        'import os\nHEADERS = {"appKey": os.environ["TWX_APP_KEY"], "Accept": "application/json"}\n'
    )
    return DOut("edge/thingworx_bridge.py", text, "ThingWorx appKey from the environment")


@decoy
def plc_tags(rng: random.Random) -> DOut:
    rows = "\n".join(
        f"Line3.Press{i:02d}.Temp,{uuid4(rng)},REAL,%MD{100 + i * 4}" for i in range(6)
    )
    return DOut(
        "tags_export.csv",
        "tag,guid,type,address\n" + rows + "\n",
        "HMI tag export: GUIDs and addresses, no credential",
    )


@decoy
def ns_secret_ref(rng: random.Random) -> DOut:
    text = """services:
  nightscout:
    image: nightscout/cgm-remote-monitor:latest
    environment:
      API_SECRET: ${NS_API_SECRET:?set in .env}
      DISPLAY_UNITS: mmol
"""
    return DOut(
        "nightscout/docker-compose.yml", text, "Nightscout API_SECRET is an environment reference"
    )


@decoy
def ns_hashed(rng: random.Random) -> DOut:
    h = hashlib.sha1(alnum(rng, 16).encode()).hexdigest()
    text = f"""POST /api/v1/entries HTTP/1.1
Host: ns.local
api-secret: {h}
Content-Type: application/json
"""
    return DOut(
        "captures/upload_headers.txt",
        text,
        "uploader sends the SHA-1 of the API secret, not the secret (arguable: the hash authenticates)",
    )


@decoy
def cgm_readings(rng: random.Random) -> DOut:
    rows = "\n".join(f"{epoch(rng)}000,{rng.randint(60, 250)},Flat" for _ in range(8))
    return DOut("entries.csv", "date,sgv,direction\n" + rows + "\n", "glucose readings only")


@decoy
def vpilot_empty(rng: random.Random) -> DOut:
    text = f"""<?xml version="1.0" encoding="utf-8"?>
<Config>
  <VatsimId>{rng.randint(810000, 1790000)}</VatsimId>
  <VatsimPassword></VatsimPassword>
  <HomeAirport>EFHK</HomeAirport>
</Config>
"""
    return DOut("vPilotConfig.xml", text, "vPilot config with the password left empty")


@decoy
def phpvms_example(rng: random.Random) -> DOut:
    text = "DB_CONNECTION=mysql\nDB_HOST=127.0.0.1\nDB_DATABASE=phpvms\nDB_USERNAME=phpvms\nDB_PASSWORD=\nVACENTRAL_API_KEY=\n"
    return DOut("phpvms/.env.example", text, "phpVMS example env with empty values")


@decoy
def metar_log(rng: random.Random) -> DOut:
    text = "EFHK 061150Z 21012KT 9999 FEW020 BKN040 02/M01 Q1004 NOSIG\nESSA 061150Z 23008KT CAVOK 04/M02 Q1006 NOSIG\n"
    return DOut("wx/metar.txt", text, "METAR weather reports")


@decoy
def netrc_prompt(rng: random.Random) -> DOut:
    text = (
        "machine urs.earthdata.nasa.gov login "
        + user(rng)
        + "\n# password via `earthaccess.login(strategy='interactive')`\n"
    )
    return DOut(".netrc", text, "netrc with a login but no password")


@decoy
def s2_product_ids(rng: random.Random) -> DOut:
    text = (
        "\n".join(
            f"S2B_MSIL2A_2026{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}T101559_N0510_R065_T32UPU_{hexs(rng, 15).upper()}"
            for _ in range(4)
        )
        + "\n"
    )
    return DOut("products.txt", text, "Sentinel-2 product names with hex-looking suffixes")


@decoy
def sentinelhub_env(rng: random.Random) -> DOut:
    text = '[default-profile]\nsh_client_id = ""\nsh_client_secret = ""\nsh_base_url = "https://sh.dataspace.copernicus.eu"\n'
    return DOut("sentinelhub/config.toml", text, "Sentinel Hub profile with empty credentials")


@decoy
def ispindel_default(rng: random.Random) -> DOut:
    text = (
        json.dumps(
            {"Name": "iSpindel000", "Token": "", "Sleep": 900, "Server": "", "API": 0}, indent=2
        )
        + "\n"
    )
    return DOut("ispindel/config.json", text, "iSpindel factory config with an empty token")


@decoy
def brew_recipe(rng: random.Random) -> DOut:
    text = f"""<RECIPES><RECIPE><NAME>Birch Porter</NAME><VERSION>1</VERSION><TYPE>All Grain</TYPE>
<BREWER>{user(rng)}</BREWER><BATCH_SIZE>20</BATCH_SIZE><BOIL_TIME>60</BOIL_TIME></RECIPE></RECIPES>
"""
    return DOut("recipes/porter.xml", text, "a BeerXML recipe")


@decoy
def spotifyd_cmd(rng: random.Random) -> DOut:
    text = (
        '[global]\nusername = "'
        + user(rng)
        + '"\npassword_cmd = "pass show spotify"\nbackend = "alsa"\n'
    )
    return DOut(
        ".config/spotifyd/spotifyd.conf",
        text,
        "spotifyd reads the password from a password manager command",
        "toml",
    )


@decoy
def mbids(rng: random.Random) -> DOut:
    rows = "\n".join(
        f"{uuid4(rng)}\t{pick(rng, ('Teardrop', 'Svefn-g-englar', 'Windowlicker'))}"
        for _ in range(5)
    )
    return DOut(
        "mbid_map.tsv",
        "recording_mbid\ttitle\n" + rows + "\n",
        "MusicBrainz ids are UUIDs, not ListenBrainz tokens",
    )


@decoy
def lastfm_public_key(rng: random.Random) -> DOut:
    text = f"""lastfm-key = "{hexs(rng, 32)}"
# secret intentionally not stored; rescrobbled asks on first run
"""
    return DOut(
        ".config/rescrobbled/config.toml",
        text,
        "only the public Last.fm API key, no secret (arguable: the key is an identifier)",
    )


@decoy
def fixtures_json(rng: random.Random) -> DOut:
    data = {
        "response": [
            {
                "fixture": {
                    "id": rng.randint(10**6, 10**7),
                    "referee": "M. Oliver",
                    "timezone": "UTC",
                }
            }
        ]
    }
    return DOut(
        "cache/fixtures.json", json.dumps(data) + "\n", "a cached API response with ids only"
    )


@decoy
def garmin_tokenstore(rng: random.Random) -> DOut:
    text = 'from garminconnect import Garmin\n\napi = Garmin()\napi.login("~/.garminconnect")  # tokens saved by garth on first login\n'
    return DOut("garmin_daily.py", text, "Garmin login from a token store path")


@decoy
def gtfs_static(rng: random.Random) -> DOut:
    rows = "\n".join(
        f"{rng.randint(1000, 9999)},Kamppi {i},60.1{rng.randint(60, 99)},24.9{rng.randint(10, 99)}"
        for i in range(5)
    )
    return DOut(
        "gtfs/stops.txt", "stop_id,stop_name,stop_lat,stop_lon\n" + rows + "\n", "GTFS static stops"
    )


@decoy
def otp_no_headers(rng: random.Random) -> DOut:
    data = {
        "updaters": [
            {
                "type": "stop-time-updater",
                "frequency": "1m",
                "url": "https://api.entur.io/realtime/v1/gtfs-rt/trip-updates",
                "feedId": "RB",
                "headers": {"ET-Client-Name": "moorvale-departures"},
            }
        ]
    }
    return DOut(
        "router-config.json",
        json.dumps(data, indent=2) + "\n",
        "Entur wants a client name header, not a key",
    )


@decoy
def transit_key_env(rng: random.Random) -> DOut:
    text = (
        'const key = process.env.DIGITRANSIT_KEY;\nheaders["digitransit-subscription-key"] = key;\n'
    )
    return DOut("lib/digitransit.js", text, "subscription key read from process.env")


@decoy
def guix_hashed(rng: random.Random) -> DOut:
    salt = alnum(rng, 16)
    text = f"""(user-account
  (name "{user(rng)}")
  (group "users")
  (password "$6${salt}${b64(rng, 64).replace("+", ".").replace("=", "")}"))
"""
    return DOut(
        "system/users.scm",
        text,
        "an already-crypted SHA-512 password hash (arguable: crackable hash)",
    )


@decoy
def bolt_plugin(rng: random.Random) -> DOut:
    text = """groups:
  - name: linux
    config:
      ssh:
        user: deploy
        password:
          _plugin: env_var
          var: BOLT_SSH_PASSWORD
"""
    return DOut("Boltdir/inventory.yaml", text, "Bolt password from the env_var plugin")


@decoy
def pyinfra_keyonly(rng: random.Random) -> DOut:
    text = f'web_servers = [("{host(rng, "web")}", {{"ssh_user": "deploy", "ssh_key": "~/.ssh/deploy_ed25519"}})]\n'
    return DOut("inventory.py", text, "pyinfra inventory with a key path only")


@decoy
def review_redacted(rng: random.Random) -> DOut:
    data = [
        {
            "path": "config/billing.py",
            "body": "please don't hardcode the key here, read STRIPE_API_KEY from the env (the value in the diff was already rotated and is `sk_live_...` redacted)",
        }
    ]
    return DOut(
        "exports/review_comments.json",
        json.dumps(data, indent=2) + "\n",
        "review comment that redacts the key",
    )


@decoy
def forum_starred(rng: random.Random) -> DOut:
    text = "[CODE]\n$config['MasterServer']['username'] = 'forumadmin';\n$config['MasterServer']['password'] = '********';\n[/CODE]\n"
    return DOut("posts/help-1045.txt", text, "forum post with the password masked")


@decoy
def sms_otp(rng: random.Random) -> DOut:
    text = f"""<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="1"><sms protocol="0" address="Nordea" date="{epoch(rng)}000" type="1" body="Your verification code is {rng.randint(100000, 999999)}. It expires in 5 minutes." read="1" /></smses>
"""
    return DOut("sms-otp.xml", text, "an expired one-time code, not a reusable credential")


@decoy
def dji_manifest_ref(rng: random.Random) -> DOut:
    text = """<?xml version="1.0" encoding="utf-8"?>
<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.fieldscan.pilot">
    <application android:name=".PilotApp">
        <meta-data android:name="com.dji.sdk.API_KEY" android:value="${DJI_API_KEY}" />
    </application>
</manifest>
"""
    return DOut(
        "app/src/main/AndroidManifest.xml",
        text,
        "manifest placeholder filled by Gradle from local.properties",
    )


@decoy
def flight_log_csv(rng: random.Random) -> DOut:
    rows = "\n".join(
        f"{hexs(rng, 24)},2026-03-{rng.randint(1, 28):02d},{rng.randint(3, 28)}m,{rng.uniform(0.2, 9.9):.1f}km"
        for _ in range(5)
    )
    return DOut(
        "flights.csv",
        "flight_id,date,duration,distance\n" + rows + "\n",
        "flight ids are hex but identify flights",
    )


@decoy
def nodeodm_no_token(rng: random.Random) -> DOut:
    return DOut(
        "run_nodeodm.sh",
        "docker run -d -p 3000:3000 opendronemap/nodeodm --max_concurrency 4\n",
        "NodeODM started without a token on a private network",
    )


@decoy
def srt_file(rng: random.Random) -> DOut:
    text = "1\n00:00:01,000 --> 00:00:03,500\nThe password is swordfish, he said.\n\n2\n00:00:04,000 --> 00:00:06,000\nNobody uses that any more.\n"
    return DOut("Movie.2026.en.srt", text, "film dialogue in a subtitle file, no live credential")


@decoy
def opensubs_hash(rng: random.Random) -> DOut:
    text = f'{{"moviehash": "{hexs(rng, 16)}", "moviebytesize": {rng.randint(10**8, 10**10)}, "languages": "en,fi"}}\n'
    return DOut("query.json", text, "OpenSubtitles movie hash is a file checksum")


@decoy
def oscam_user_noauth(rng: random.Random) -> DOut:
    text = "[webif]\nhttpport = 8888\nhttpuser =\nhttppwd =\nhttpallowed = 127.0.0.1\n"
    return DOut("oscam.conf", text, "OSCam webif without credentials, localhost only")


@decoy
def tvh_password2_empty(rng: random.Random) -> DOut:
    data = {
        "enabled": True,
        "username": "*",
        "password2": base64.b64encode(b"TVHeadend-Hide-").decode(),
        "comment": "anonymous access",
    }
    return DOut(
        f"tvheadend/config/passwd/{hexs(rng, 32)}",
        json.dumps(data, indent=2) + "\n",
        "Tvheadend wildcard entry: password2 decodes to the prefix only (empty password)",
        "json",
    )


@decoy
def channel_list(rng: random.Random) -> DOut:
    rows = "\n".join(
        f"1:0:19:{hexs(rng, 4).upper()}:{hexs(rng, 3).upper()}:1:C00000:0:0:0:" for _ in range(5)
    )
    return DOut(
        "userbouquet.favourites.tv",
        "#NAME Favourites\n" + "\n".join(f"#SERVICE {r}" for r in rows.splitlines()) + "\n",
        "Enigma2 service references (hex ids)",
    )


@decoy
def inventree_env(rng: random.Random) -> DOut:
    text = "database:\n  ENGINE: postgresql\n  NAME: inventree\n  USER: inventree\n  PASSWORD: '${INVENTREE_DB_PASSWORD}'\n"
    return DOut("config.yaml", text, "InvenTree DB password from an environment reference")


@decoy
def bom_csv(rng: random.Random) -> DOut:
    rows = "\n".join(
        f"R{i},10k,RC0603FR-0710KL,C{rng.randint(20000, 99999)},{rng.randint(1, 50)}"
        for i in range(1, 7)
    )
    return DOut("hw/bom.csv", "ref,value,mpn,lcsc,qty\n" + rows + "\n", "BOM with part numbers")


@decoy
def foundry_compose_secrets(rng: random.Random) -> DOut:
    text = """services:
  foundry:
    image: felddy/foundryvtt:13
    secrets:
      - source: config_json
        target: config.json
secrets:
  config_json:
    file: secrets.json
"""
    return DOut(
        "foundry/docker-compose.yml", text, "credentials moved to a secrets file not included here"
    )


@decoy
def foundry_world_ids(rng: random.Random) -> DOut:
    data = {
        "id": "moorvale-campaign",
        "title": "Moorvale",
        "compatibility": {"minimum": "12", "verified": "13"},
        "_stats": {"createdTime": epoch(rng) * 1000, "lastModifiedBy": alnum(rng, 16)},
    }
    return DOut(
        "Data/worlds/moorvale/world.json",
        json.dumps(data, indent=2) + "\n",
        "Foundry document ids are random 16-character ids",
    )


@decoy
def docs_placeholder(rng: random.Random) -> DOut:
    text = f"""## Configuration

Set `FOUNDRY_LICENSE_KEY` to your key (format `XXXX-XXXX-XXXX-XXXX-XXXX-XXXX`) and
`FOUNDRY_PASSWORD` to your foundryvtt.com password. The admin UI listens on {ip(rng)}:30000.
"""
    return DOut("README.md", text, "documentation with placeholders only")
