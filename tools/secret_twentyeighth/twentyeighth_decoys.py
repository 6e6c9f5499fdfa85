"""Decoys for the twenty-eighth corpus: files in the same domains that hold no live credential
but look close to one. A table of (path, template, why, syntax) turned into ``@decoy``
functions by ``regd``."""
# ruff: noqa: E501

from __future__ import annotations

import hashlib
import random

from twentyeighth_spec import alnum, b64, regd


def _sha(rng: random.Random, s: dict[str, object]) -> dict[str, object]:
    return {"sha": hashlib.sha256(str(rng.random()).encode()).hexdigest()}


def _bcrypt(rng: random.Random, s: dict[str, object]) -> dict[str, object]:
    return {
        "bc": "$2y$10$"
        + alnum(rng, 53, "./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
    }


def _pub(rng: random.Random, s: dict[str, object]) -> dict[str, object]:
    return {"pub": "AAAAC3NzaC1lZDI1NTE5AAAA" + b64(rng, 32).rstrip("=")}


def _app(rng: random.Random, s: dict[str, object]) -> dict[str, object]:
    return {"app": "app" + alnum(rng, 14), "tbl": "tbl" + alnum(rng, 14)}


DECOYS: list[tuple[str, str, str, str | None, object]] = [
    # watercress
    (
        "esphome/bed<<n>>-flow.yaml",
        "esphome:\n  name: bed<<n>>-flow\n\nwifi:\n  ssid: !secret wifi_ssid\n  password: !secret wifi_password\n\napi:\n  encryption:\n    key: !secret api_key\n",
        "ESPHome config referencing !secret entries kept in a separate secrets.yaml",
        "",
        None,
    ),
    (
        "packhouse/grader<<n>>/LabelLink.ini",
        "[Export]\nMode=FTP\nHost=<<ip>>\nUser=grader\nPass=\nRemoteDir=/labels/in\n; password entered at the grader screen on start-up\n",
        "FTP password field left empty; entered interactively",
        None,
        None,
    ),
    (
        "<<org>>-edi/scripts/send_asn.py",
        'import os\n\nimport requests\n\nAUTH = ("<<org>>-cress", os.environ["EDI_PORTAL_PASSWORD"])\nrequests.post("https://supplier.<<dom>>/api/v2/asn", json={}, auth=AUTH, timeout=30)\n',
        "portal password read from an environment variable",
        None,
        None,
    ),
    # steelpan
    (
        "public_html/<<org>>/wp-config.php",
        "<?php\ndefine( 'DB_NAME', '<<org>>_wp' );\ndefine( 'DB_USER', getenv('WP_DB_USER') );\ndefine( 'DB_PASSWORD', getenv('WP_DB_PASSWORD') );\ndefine( 'AUTH_KEY', getenv('WP_AUTH_KEY') );\n",
        "wp-config reading every secret from the environment",
        "",
        None,
    ),
    (
        "WhatsApp Chat with Panyard Crew <<y>>.txt",
        "[<<dd>>/<<mm>>/<<y>>, 19:<<mi>>:40] <<first2>>: wha is the wifi pass for the panyard?\n[<<dd>>/<<mm>>/<<y>>, 19:<<mi>>:55] <<first>>: not putting it in the group, come find me at the tenor section\n",
        "chat asks for a password but the answer is withheld",
        "",
        None,
    ),
    (
        "<<org>>/scripts/bookings_to_calendar.py",
        'import os\n\nfrom pyairtable import Api\n\n# base and table ids are not secret; the token comes from the keyring\napi = Api(os.environ["AIRTABLE_TOKEN"])\ntable = api.table("<<app>>", "<<tbl>>")\n',
        "Airtable base/table ids only (not credentials); token from the environment",
        None,
        _app,
    ),
    # morris
    (
        ".config/abcsync/<<org>>.toml",
        '[remote]\nurl = "https://dav.<<dom>>/tunes/"\nusername = "<<f>>"\npassword_command = "pass show morris/dav"\n',
        "password fetched from the pass(1) store at run time",
        None,
        None,
    ),
    (
        "bagman/<<y>>/Re_side_dropbox.eml",
        "From: <<first>> <<last>> <<<email>>>\nSubject: Re: side Dropbox?\n\nI changed the password after the AGM. Ring me and I'll tell you it - not sending it by email.\n\n<<first>>\n",
        "e-mail discusses a password change without giving it",
        "",
        None,
    ),
    (
        "<<org>>/gas/Code.gs",
        "// public ids only: the token is in the script properties\nconst EVENT_ID = '<<nn>><<nn>>';\nconst TOKEN = PropertiesService.getScriptProperties().getProperty('EVENTBRITE_TOKEN');\n",
        "Apps Script reading its token from script properties",
        "",
        None,
    ),
    # pantomime
    (
        "cast-portal/docker-compose.yml",
        "services:\n  db:\n    image: mariadb:11\n    environment:\n      MARIADB_PASSWORD_FILE: /run/secrets/db_password\n    secrets:\n      - db_password\nsecrets:\n  db_password:\n    file: ./secrets/db_password.txt\n",
        "Docker secret file reference, no value",
        None,
        None,
    ),
    (
        "lx/Sync-ShowFile.ps1",
        '$cred = Get-Credential -UserName "PROD\\\\lxbackup" -Message "Show file share"\nNew-PSDrive -Name P -PSProvider FileSystem -Root "\\\\\\\\<<ip>>\\\\shows" -Credential $cred\n',
        "credential prompted for interactively with Get-Credential",
        "",
        None,
    ),
    (
        "show-reports/<<y>>/show_report_<<dd>>_<<mm>>.txt",
        "SHOW REPORT - Performance <<n>>\nGeneral: crew room wifi password is on the whiteboard by the stage door (changed weekly).\nNext call 12:30.\n",
        "points to where a password is written, without it",
        "",
        None,
    ),
    # greyhound
    (
        "kennels/record_kennel_block.sh",
        '#!/bin/bash\nffmpeg -rtsp_transport tcp -i "rtsp://<<ip>>:554/Streaming/Channels/101" -c copy -f segment -segment_time 600 /srv/cctv/kb_%03d.mp4\n',
        "RTSP URL without userinfo (camera allows anonymous on the VLAN)",
        "",
        None,
    ),
    (
        "docs/racing-office-handover.md",
        "# Racing office handover\n\n## Logins\n- Grading system: your own account (IT sets it up, ask <<first>>)\n- Printer portal: uses SSO\n",
        "handover note with logins described but no values",
        "",
        None,
    ),
    (
        "Tote/TermServer<<n>>.ini",
        "[Database]\nProvider=SQLOLEDB\nServer=<<ip>>\\\\TOTE\nDatabase=ToteLive\nIntegrated Security=SSPI\n",
        "Windows integrated authentication, no password",
        None,
        None,
    ),
    # locomotive
    (
        "roster-app/config/database.yml",
        "production:\n  adapter: postgresql\n  database: footplate_roster\n  username: roster\n  password: <%= ENV['ROSTER_DB_PASSWORD'] %>\n",
        "ERB reference to an environment variable",
        "",
        None,
    ),
    (
        "etc/motioneye/camera-<<n>>.conf",
        "# @upload_enabled off\n# @upload_service ftp\n# @upload_username \n# @upload_password \nnetcam_url rtsp://<<ip>>:554/stream1\n",
        "upload disabled, empty username and password",
        "",
        None,
    ),
    (
        "Trust/IT/htpasswd_<<n>>",
        "volunteers:<<bc>>\nshedmaster:<<bc>>\n",
        "bcrypt hashes in an htpasswd file, not passwords",
        "",
        _bcrypt,
    ),
    # borehole
    (
        "sampledb/alembic.ini",
        "[alembic]\nscript_location = migrations\nsqlalchemy.url = driver://user:pass@localhost/dbname\n",
        "alembic's template placeholder URL",
        None,
        None,
    ),
    (
        "<<org>>-quotes/.env.example",
        "APP_ENV=production\nDB_DATABASE=quotes\nDB_USERNAME=quotes\nDB_PASSWORD=\nMAIL_USERNAME=\nMAIL_PASSWORD=\n",
        "example env file with empty values",
        "",
        None,
    ),
    (
        "home/<<f>>/.pg_service.conf",
        "[boreholes]\nhost=<<host>>\ndbname=boreholes\nuser=geolog\nsslmode=verify-full\nsslcert=/home/<<f>>/.postgresql/geolog.crt\nsslkey=/home/<<f>>/.postgresql/geolog.key\n",
        "PostgreSQL client-certificate authentication, no password",
        "",
        None,
    ),
    # septic
    (
        "opt/traccar/conf/traccar.xml",
        "<?xml version='1.0' encoding='UTF-8'?>\n<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>\n<properties>\n    <entry key='database.driver'>org.h2.Driver</entry>\n    <entry key='database.url'>jdbc:h2:./data/database</entry>\n    <entry key='database.user'>sa</entry>\n    <entry key='database.password'></entry>\n</properties>\n",
        "embedded H2 database with an empty password",
        None,
        None,
    ),
    (
        "tanker<<n>>/gateway.cfg",
        "hostname = tanker<<n>>-gw\nweb_admin_user = admin\nweb_admin_password = ${GW_ADMIN_PASSWORD}\n",
        "password taken from an environment variable placeholder",
        "",
        None,
    ),
    (
        "Desktop/sticky_<<n>>.txt",
        "yard gate code 2580#\nskip hire: 01632 <<nn>>\ntank sizes: see job sheet\n",
        "sticky note with a short gate code and phone number",
        "",
        None,
    ),
    # skeet
    (
        "scoring-app/gradle.properties",
        "org.gradle.jvmargs=-Xmx2048m\nRELEASE_STORE_FILE=../keys/scoring-release.jks\n# store and key passwords come from CI variables\nRELEASE_KEY_ALIAS=scoring\n",
        "signing passwords supplied by CI, none in the file",
        "",
        None,
    ),
    (
        "home/<<f>>/.netrc",
        "machine orders.<<dom>>\n  login <<org>>\n",
        ".netrc entry without a password (prompted)",
        "",
        None,
    ),
    (
        "traps/layout<<n>>/controller.json",
        '{\n  "layout": "Skeet <<n>>",\n  "wifi": {"ssid": "Clayground", "psk": null},\n  "admin_pin": null\n}\n',
        "null Wi-Fi key and admin PIN (open network)",
        None,
        None,
    ),
    # calligraphy
    (
        "home/<<f>>/.config/rclone/rclone.conf",
        "[scans]\ntype = s3\nprovider = AWS\nenv_auth = true\nregion = eu-west-2\n",
        "rclone S3 remote using environment/instance credentials",
        "",
        None,
    ),
    (
        "<<org>>-script-fonts/.npmrc",
        "registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=${NPM_TOKEN}\n",
        "npm token taken from an environment variable",
        "",
        None,
    ),
    (
        "home/<<f>>/.ssh/authorized_keys",
        "ssh-ed25519 <<pub>> <<f>>@studio-mac\n",
        "an SSH public key, not secret",
        "",
        _pub,
    ),
    # hopyard
    (
        "kiln<<n>>/secrets.py",
        '# fill in on the device, never commit\nWIFI_SSID = "HopKiln<<n>>"\nWIFI_PASSWORD = ""\n',
        "MicroPython secrets with an empty password",
        None,
        None,
    ),
    (
        "alerts/spray-window.js",
        "const twilio = require('twilio');\nconst client = twilio(process.env.TWILIO_ACCOUNT_SID, process.env.TWILIO_AUTH_TOKEN);\nmodule.exports = client;\n",
        "Twilio credentials read from the environment",
        "",
        None,
    ),
    (
        "etc/chirpstack/chirpstack.toml",
        '[postgresql]\ndsn = "postgres:///chirpstack?host=/var/run/postgresql&sslmode=disable"\n',
        "PostgreSQL peer auth over a Unix socket, no password",
        None,
        None,
    ),
    # sailplane
    (
        "homeassistant/configuration.yaml",
        "cover:\n  - platform: template\n    covers:\n      trailer_gate:\n        friendly_name: Trailer park gate\nrest_command:\n  gate_open:\n    url: http://<<ip>>/open\n    username: admin\n    password: !secret gate_controller_password\n",
        "Home Assistant !secret reference",
        "",
        None,
    ),
    (
        "flights/<<y>>-<<mm>>-<<dd>>-<<last>>.igc",
        "AFLA6NG\nHFDTE<<dd>><<mm>>24\nHFPLTPILOTINCHARGE:<<first>> <<last>>\nHFGTYGLIDERTYPE:ASK 21\nHFGIDGLIDERID:G-C<<hex8>>\nB1101355206343N00006198WA0058700558\n",
        "IGC flight log header: pilot and glider ids only",
        "",
        None,
    ),
    (
        "launchlog/keys/server_pub.pem",
        "-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA<<b>>\n-----END PUBLIC KEY-----\n",
        "an RSA public key",
        "",
        lambda rng, s: {"b": b64(rng, 42)},
    ),
    # sushi
    (
        "reservations/settings/production.py",
        'import os\n\nDATABASES = {\n    "default": {\n        "ENGINE": "django.db.backends.postgresql",\n        "NAME": "omakase",\n        "PASSWORD": os.environ.get("DB_PASSWORD", ""),\n    }\n}\n',
        "Django settings reading the password from the environment, empty default",
        None,
        None,
    ),
    (
        "haccp/sensors_<<y>>.csv",
        "location,model,mac,ip,web_user,web_password\nNeta case,TempProbe-2,00:1A:<<hex8>>,<<ip>>,admin,(on sticker under probe)\n",
        "CSV column points at a sticker instead of holding a password",
        "",
        None,
    ),
    (
        "<<org>>/kakao/staff_<<mm>>.txt",
        "<<y>>년 <<mm>>월 <<dd>>일 오후 3:<<mi>>, <<first>> : 포스기 비밀번호 아시는 분?\n<<y>>년 <<mm>>월 <<dd>>일 오후 3:<<mi>>, <<first2>> : 점장님한테 직접 물어보세요\n",
        "chat asks for the POS password; the reply says to ask the manager",
        "",
        None,
    ),
    # phlebotomy
    (
        "app/build.gradle.kts",
        'android {\n    defaultConfig {\n        buildConfigField("String", "ROUTING_API_KEY", "\\"${project.findProperty("ROUTING_API_KEY") ?: ""}\\"")\n    }\n}\n',
        "build config reads the key from an untracked Gradle property",
        "",
        None,
    ),
    (
        "results-service/src/main/resources/applicationContext.xml",
        '<?xml version="1.0" encoding="UTF-8"?>\n<beans xmlns="http://www.springframework.org/schema/beans">\n  <bean id="resultsDs" class="org.apache.commons.dbcp2.BasicDataSource">\n    <property name="username" value="${results.db.user}"/>\n    <property name="password" value="${results.db.password}"/>\n  </bean>\n</beans>\n',
        "Spring property placeholders",
        None,
        None,
    ),
    (
        "induction/Locum_induction_<<y>>.txt",
        "IT\nClinic PC login: your smartcard and passcode (no shared password).\nOrder comms: smartcard.\nSample integrity checksum for the fridge log export: <<sha>>\n",
        "smartcard login, plus a SHA-256 checksum",
        "",
        _sha,
    ),
    # wigmaker
    (
        "clients-app/.env.example",
        "MONGODB_URI=mongodb+srv://wigstudio:<db_password>@cluster0.<<hex8>>.mongodb.net/clients\n",
        "Atlas connection string with its <db_password> placeholder",
        "",
        None,
    ),
    (
        "backup/restic-env.sh",
        "export RESTIC_REPOSITORY=s3:s3.eu-west-2.amazonaws.com/<<org>>-studio-backup\nexport RESTIC_PASSWORD_COMMAND='security find-generic-password -s restic-<<org>> -w'\n",
        "restic password kept in the macOS keychain",
        "",
        None,
    ),
    (
        "<<org>>/inbox/re-portal-login-<<nn>>.eml",
        "From: <<first2>> <<last2>> <<<f>>@<<dom>>>\nSubject: Re: referral portal\n\nIt's in the shared 1Password vault under 'Referral portal' - I've added you.\n\n<<first2>>\n",
        "points to a password manager entry",
        "",
        None,
    ),
    # crematorium
    (
        "obs/plugin_config/obs-websocket/config.json",
        '{\n  "auth_required": false,\n  "server_enabled": true,\n  "server_password": "",\n  "server_port": 4455\n}\n',
        "obs-websocket with authentication off and an empty password",
        None,
        None,
    ),
    (
        "BookingPortal/Web.config",
        '<?xml version="1.0" encoding="utf-8"?>\n<configuration>\n  <connectionStrings>\n    <add name="Bookings" connectionString="Data Source=<<host>>;Initial Catalog=Cremations;Integrated Security=True" />\n  </connectionStrings>\n</configuration>\n',
        "integrated security, no password",
        None,
        None,
    ),
    (
        "ansible/group_vars/memorial.yml",
        '---\nmemorial_db_name: book_of_remembrance\nmemorial_db_user: remembrance\nmemorial_db_password: "{{ vault_memorial_db_password }}"\n',
        "Ansible variable pointing to a vaulted value",
        None,
        None,
    ),
]

for _path, _tpl, _why, _syn, _extra in DECOYS:
    regd(_path, _tpl, _why, _syn, _extra)  # type: ignore[arg-type]
