"""Decoys: files close to the planted ones that hold no live credential."""
# ruff: noqa: E501

import base64
import hashlib

from seventeenth_corpus import (
    DOut,
    alnum,
    b64,
    decoy,
    domain,
    hexs,
    host,
    org,
    person,
    pick,
    rbytes,
    uuid4,
)


@decoy
def fiery_env_ref(rng):
    o = org(rng)
    text = f"""<?xml version="1.0" encoding="UTF-8"?>
<HotFolder name="Coated_A3" version="3.2">
  <Input path="D:\\HotFolders\\Coated_A3\\In" pollSeconds="5"/>
  <Output mode="ftp" host="{host(rng, "ftp", o)}" user="fiery" password="${{FIERY_FTP_PASSWORD}}" passive="true"/>
</HotFolder>
"""
    return DOut(
        f"hotfolders/{o}/Coated_A3.template.xml",
        text,
        "password is an environment placeholder resolved at deploy time",
        "xml",
    )


@decoy
def xjdf_checksums(rng):
    o = org(rng)
    text = f"""<?xml version="1.0" encoding="UTF-8"?>
<XJDF xmlns="http://www.CIP4.org/JDFSchema_2_0" JobID="J{rng.randint(40000, 99999)}" Types="Product">
  <GeneralID IDUsage="FileChecksumMD5" IDValue="{hexs(rng, 32)}"/>
  <GeneralID IDUsage="FileChecksumSHA256" IDValue="{hexs(rng, 64)}"/>
</XJDF>
"""
    return DOut(
        f"jdf/{o}/checksums.xjdf",
        text,
        "MD5/SHA-256 checksums of artwork files, not secrets",
        "xml",
    )


@decoy
def preflight_doc_example(rng):
    text = """rem usage:
rem   pfcli.exe --license-server HOST:PORT --license-user USER --license-password <password> FILES
rem the password is read from %PFCLI_LICENSE_PASSWORD% when the flag is omitted
"""
    return DOut(
        f"docs/{org(rng)}/pfcli_usage.txt", text, "usage text with angle-bracket placeholder", ""
    )


@decoy
def choir_roster_csv(rng):
    rows = ["name,section,member_id,phone"]
    for _ in range(6):
        f, last = person(rng)
        rows.append(
            f"{f.capitalize()} {last.capitalize()},{pick(rng, ('S1', 'A2', 'T', 'B1'))},{uuid4(rng)},+45 {rng.randint(20000000, 99999999)}"
        )
    return DOut(
        f"roster/{org(rng)}/members.csv",
        "\n".join(rows) + "\n",
        "member UUIDs and phone numbers, no credential",
        "",
    )


@decoy
def attendance_json_env(rng):
    text = """{
  "sms_gateway": {
    "url": "https://sms.local/send",
    "username": "attendance",
    "password_env": "SMS_GATEWAY_PASSWORD"
  }
}
"""
    return DOut(
        f"attendance/{org(rng)}/bot.sample.json",
        text,
        "names the environment variable holding the password",
        "json",
    )


@decoy
def lilypond_sha_sums(rng):
    lines = [
        f"{hexs(rng, 64)}  build/{pick(rng, ('violin1', 'violin2', 'viola', 'cello', 'bass'))}_{i}.pdf"
        for i in range(5)
    ]
    return DOut(
        f"engraving/{org(rng)}/SHA256SUMS",
        "\n".join(lines) + "\n",
        "SHA-256 checksums of engraved parts",
        "",
    )


@decoy
def hut_php_getenv(rng):
    text = """<?php
define('DB_HOST', 'localhost');
define('DB_USER', 'reserv');
define('DB_PASS', getenv('HUT_DB_PASS'));
"""
    return DOut(f"huts/{org(rng)}/config.dist.php", text, "password read from the environment", "")


@decoy
def crbasic_no_ftp(rng):
    text = f"""'CR1000X program - snow height only, no upload
Public HS
DataTable (Hourly, True, -1)
  Average (1, HS, FP2, False)
EndTable
BeginProg
  Scan (10, Sec, 0, 0)
    SDI12Recorder (HS, C1, "0", "M!", 1.0, 0)
    CallTable Hourly
  NextScan
EndProg
' station serial {rng.randint(10000, 99999)}, logger PakBus address {rng.randint(1, 4094)}
"""
    return DOut(
        f"stations/{org(rng)}/cr1x_local.cr1x", text, "logger program without any credential", ""
    )


@decoy
def mosquitto_bridge_cert(rng):
    text = f"""connection valley-bridge
address {host(rng, "mqtt")}:8883
bridge_cafile /etc/ssl/certs/ca-certificates.crt
bridge_certfile /etc/mosquitto/certs/hut.crt
bridge_keyfile /etc/mosquitto/certs/hut.key
remote_clientid hut-{rng.randint(1, 60)}-gx
"""
    return DOut(
        f"hut-gx/{org(rng)}/bridge_tls.conf",
        text,
        "client-certificate bridge: only key file paths",
        "",
    )


@decoy
def avalanche_bulletin(rng):
    text = f"""Avalanche bulletin {rng.randint(1, 28)}.02.
Danger level 3 above 2000 m. Wind slabs on N-E aspects. Bulletin id {uuid4(rng)}.
Station reference hash {hexs(rng, 40)} (data provenance).
"""
    return DOut(
        f"bulletins/{org(rng)}/bulletin.txt",
        text,
        "bulletin id and provenance hash, not credentials",
        "",
    )


@decoy
def archivematica_env(rng):
    text = """#!/usr/bin/env bash
curl -s -H "Authorization: ApiKey ${SS_USER}:${SS_API_KEY}" "$SS/api/v2/file/?package_type=AIP"
"""
    return DOut(f"preservation/{org(rng)}/list_aips.sh", text, "API key from shell variables", "")


@decoy
def bagit_manifest(rng):
    lines = [f"{hexs(rng, 64)}  data/box{rng.randint(1, 400):03d}_{i:04d}.tif" for i in range(6)]
    return DOut(
        f"bags/{org(rng)}/manifest-sha256.txt",
        "\n".join(lines) + "\n",
        "BagIt payload manifest of SHA-256 digests",
        "",
    )


@decoy
def mets_fixity(rng):
    text = f"""<?xml version="1.0" encoding="UTF-8"?>
<mets:mets xmlns:mets="http://www.loc.gov/METS/">
  <mets:fileSec>
    <mets:fileGrp USE="original">
      <mets:file ID="file-{uuid4(rng)}" CHECKSUM="{hexs(rng, 64)}" CHECKSUMTYPE="SHA-256"/>
    </mets:fileGrp>
  </mets:fileSec>
</mets:mets>
"""
    return DOut(
        f"aips/{org(rng)}/METS.{uuid4(rng)}.xml", text, "METS file checksums and UUIDs", "xml"
    )


@decoy
def cantaloupe_sample(rng):
    text = """S3Source.endpoint = https://objects.local
S3Source.access_key_id = AKIAIOSFODNN7EXAMPLE
S3Source.secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY
"""
    return DOut(
        f"iiif/{org(rng)}/cantaloupe.properties.sample",
        text,
        "the documented AWS example key pair",
        "",
    )


@decoy
def uds_seed_log(rng):
    lines = []
    for _ in range(4):
        lines.append(f"27 11 -> 67 11 {' '.join(hexs(rng, 2, True) for _ in range(4))}   (seed)")
        lines.append(
            f"27 12 {' '.join(hexs(rng, 2, True) for _ in range(4))} -> 67 12   (key accepted)"
        )
    return DOut(
        f"traces/{org(rng)}/sa_unlock.log",
        "\n".join(lines) + "\n",
        "one-time seed/key exchange bytes from a trace",
        "",
    )


@decoy
def docker_config_helper(rng):
    text = f"""{{
  "credsStore": "secretservice",
  "auths": {{"ecu-images.{domain(rng)}": {{}}}}
}}
"""
    return DOut(
        f"flashstation/{org(rng)}/.docker/config.json",
        text,
        "credentials kept in the credential helper, none inline",
        "json",
    )


@decoy
def tester_public_cert(rng):
    der = rbytes(rng, 700)
    body = base64.b64encode(der).decode()
    lines = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    text = f"-----BEGIN CERTIFICATE-----\n{lines}\n-----END CERTIFICATE-----\n"
    return DOut(
        f"doip/{org(rng)}/certs/tester.crt.pem",
        text,
        "a certificate (public), not a private key",
        "",
    )


@decoy
def vin_list(rng):
    rows = ["vin,ecu,sw_version"]
    for _ in range(5):
        rows.append(
            f"W{alnum(rng, 16, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789')},{pick(rng, ('BCM', 'EPS', 'TCU'))},{rng.randint(1, 9)}.{rng.randint(0, 99)}.{rng.randint(0, 999)}"
        )
    return DOut(
        f"eol/{org(rng)}/flashed_vehicles.csv",
        "\n".join(rows) + "\n",
        "VINs and software versions",
        "",
    )


@decoy
def noon_report_text(rng):
    text = f"""NOON REPORT  IMO 9{rng.randint(100000, 999999)}
POS 54-{rng.randint(10, 59)}N 010-{rng.randint(10, 59)}E  SPD 12.4 KTS  ME RPM 92
ROB VLSFO {rng.randint(200, 900)} MT  MGO {rng.randint(20, 90)} MT
REMARKS: NIL
"""
    return DOut(
        f"bridge/{org(rng)}/noon_{rng.randint(1, 31)}.txt",
        text,
        "operational report with no credential",
        "",
    )


@decoy
def radius_clients_include(rng):
    text = """client crew-ap-controller {
	ipaddr = 192.168.20.2
	secret = $ENV{CREW_RADIUS_SECRET}
}
"""
    return DOut(
        f"fleet/{org(rng)}/raddb/clients.conf",
        text,
        "shared secret expanded from the environment",
        "",
    )


@decoy
def ps1_get_credential(rng):
    text = f"""$cred = Get-Credential -Message "Port agency portal"
Invoke-RestMethod -Uri "https://agency.{domain(rng)}/api/portcalls" -Credential $cred
"""
    return DOut(
        f"ops/{org(rng)}/prearrival_interactive.ps1", text, "credential prompted interactively", ""
    )


@decoy
def festival_schedule_ics(rng):
    text = f"""BEGIN:VCALENDAR
VERSION:2.0
BEGIN:VEVENT
UID:{uuid4(rng)}
SUMMARY:Jury screening - block {rng.randint(1, 9)}
DESCRIPTION:Screener links are in the jury portal (log in with your own account).
DTSTART:20250612T190000Z
END:VEVENT
END:VCALENDAR
"""
    return DOut(
        f"jury/{org(rng)}/screenings.ics", text, "mentions logging in without any password", ""
    )


@decoy
def dcp_hash_list(rng):
    lines = [f"<Hash>{b64(rng, 20)}</Hash>" for _ in range(4)]
    text = (
        '<?xml version="1.0" encoding="UTF-8"?>\n<PackingList>\n'
        + "\n".join(lines)
        + "\n</PackingList>\n"
    )
    return DOut(
        f"dcp/{org(rng)}/PKL_{uuid4(rng)}.xml",
        text,
        "DCP packing list SHA-1 hashes (base64)",
        "xml",
    )


@decoy
def django_settings_env(rng):
    text = """import os

EMAIL_HOST_PASSWORD = os.environ["EMAIL_HOST_PASSWORD"]
SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]
"""
    return DOut(
        f"juryportal/{org(rng)}/settings/production.py",
        text,
        "values read from the environment",
        "py",
    )


@decoy
def dl_xml_integrated(rng):
    text = f"""<?xml version="1.0" encoding="UTF-8"?>
<DrugLibraryServer site="{org(rng)}">
  <DataSource name="DLS" url="jdbc:sqlserver://{host(rng, "sql")}:1433;databaseName=DrugLibrary;integratedSecurity=true"/>
</DrugLibraryServer>
"""
    return DOut(
        f"biomed/{org(rng)}/dls/server_integrated.xml",
        text,
        "integrated Windows authentication, no password",
        "xml",
    )


@decoy
def biomed_asset_list(rng):
    rows = ["asset_tag,model,serial,udi"]
    for _ in range(6):
        rows.append(
            f"BME{rng.randint(10000, 99999)},{pick(rng, ('Pump-A', 'Defib-X', 'Vent-7'))},{alnum(rng, 10, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')},(01){rng.randint(10**13, 10**14 - 1)}(21){hexs(rng, 8, True)}"
        )
    return DOut(
        f"biomed/{org(rng)}/assets.csv", "\n".join(rows) + "\n", "asset tags, serials and UDIs", ""
    )


@decoy
def snmpd_masked(rng):
    text = """createUser medgasmon SHA "********" AES "********"
rouser medgasmon priv
"""
    return DOut(f"biomed/{org(rng)}/medgas/snmpd.conf.redacted", text, "masked passphrases", "")


@decoy
def tank_readings(rng):
    rows = ["ts,tank,temp_c,brix"]
    for i in range(8):
        rows.append(
            f"2025-09-{rng.randint(10, 28)}T{i:02d}:00,T{rng.randint(1, 12)},{rng.randint(12, 18)}.{rng.randint(0, 9)},{rng.randint(2, 24)}.{rng.randint(0, 9)}"
        )
    return DOut(
        f"cellar/{org(rng)}/readings.csv", "\n".join(rows) + "\n", "fermentation readings", ""
    )


@decoy
def winery_toml_empty(rng):
    text = """[stations]
provider = "agriweather"
api_key = ""
ids = []
"""
    return DOut(
        f"vineyard/{org(rng)}/disease_models.template.toml",
        text,
        "empty api_key in a template",
        "toml",
    )


@decoy
def zoo_studbook(rng):
    rows = ["studbook_no,house_name,sex,birth,microchip"]
    for _ in range(5):
        rows.append(
            f"{rng.randint(1000, 9999)},{pick(rng, ('Mei', 'Tashi', 'Kito', 'Nala', 'Odin'))},{pick(rng, 'MF')},20{rng.randint(10, 24)},{rng.randint(10**14, 10**15 - 1)}"
        )
    return DOut(
        f"records/{org(rng)}/studbook_extract.csv",
        "\n".join(rows) + "\n",
        "studbook numbers and microchip ids",
        "",
    )


@decoy
def rtsp_no_userinfo(rng):
    lines = ["#EXTM3U"] + [
        f"#EXTINF:-1,Cam {i}\nrtsp://192.168.30.{rng.randint(2, 250)}:554/stream{i}"
        for i in range(3)
    ]
    return DOut(
        f"cctv/{org(rng)}/public_cams.m3u",
        "\n".join(lines) + "\n",
        "RTSP URLs without credentials",
        "",
    )


@decoy
def museum_object_json(rng):
    text = f"""{{
  "objectNumber": "{rng.randint(1900, 2024)}.{rng.randint(1, 999)}.{rng.randint(1, 20)}",
  "title": "Amphora with lid",
  "iiifManifest": "https://iiif.{domain(rng)}/manifests/{uuid4(rng)}",
  "imageSha1": "{hexs(rng, 40)}"
}}
"""
    return DOut(
        f"collection/{org(rng)}/object.json",
        text,
        "collection record with a UUID and an image hash",
        "json",
    )


@decoy
def pjlink_hash_trace(rng):
    text = f"""> PJLINK 1 {hexs(rng, 8)}
< {hexs(rng, 32)}%1POWR 1
> %1POWR=OK
"""
    return DOut(
        f"av/{org(rng)}/pjlink_trace.txt",
        text,
        "PJLink random challenge and MD5 response digest",
        "",
    )


@decoy
def embroidery_dst_header(rng):
    text = f"""LA:{pick(rng, ("CLUBLOGO", "TEAMCREST", "MONOGRAM"))}
ST:{rng.randint(3000, 40000)}
CO:{rng.randint(2, 12)}
+X:{rng.randint(100, 999)}
-X:{rng.randint(100, 999)}
design_md5={hexs(rng, 32)}
"""
    return DOut(
        f"embroidery/{org(rng)}/designs/header.txt",
        text,
        "embroidery design header and file MD5",
        "",
    )


@decoy
def webstore_env_example(rng):
    text = """APP_ENV=local
DECO_API_URL=https://api.decoration.local/v1
DECO_API_KEY=
DECO_STORE_ID=
"""
    return DOut(f"webstore/{org(rng)}/.env.example", text, "empty values in an example env", "")


@decoy
def dive_log_export(rng):
    rows = ["dive_no,date,site,max_depth_m,bottom_min,computer_serial"]
    for i in range(5):
        rows.append(
            f"{i + 1},2025-0{rng.randint(1, 9)}-{rng.randint(10, 28)},{pick(rng, ('Blue Hole', 'Coral Garden'))},{rng.randint(8, 40)},{rng.randint(20, 60)},{hexs(rng, 8, True)}"
        )
    return DOut(
        f"logs/{org(rng)}/dives.csv", "\n".join(rows) + "\n", "dive log with device serials", ""
    )


@decoy
def nitrox_json_pin_hash(rng):
    text = f"""{{
  "station": "nitrox-1",
  "panel": {{"admin": "fillmaster", "adminPinSha256": "{hashlib.sha256(rbytes(rng, 8)).hexdigest()}"}}
}}
"""
    return DOut(
        f"fillstation/{org(rng)}/nitrox_hashed.json",
        text,
        "stores only a SHA-256 of the PIN",
        "json",
    )


@decoy
def fei_results(rng):
    rows = ["place,rider_fei,horse_fei,faults,time"]
    for i in range(5):
        rows.append(
            f"{i + 1},10{rng.randint(10000, 99999)},10{alnum(rng, 5, '0123456789')}{pick(rng, 'ABCDEFGH')},{rng.choice((0, 4, 8))},{rng.randint(60, 80)}.{rng.randint(10, 99)}"
        )
    return DOut(
        f"shows/{org(rng)}/results.csv",
        "\n".join(rows) + "\n",
        "competition results with FEI ids",
        "",
    )


@decoy
def jwt_io_doc(rng):
    text = """## Uploading results

Send the scorer's token as a bearer header, e.g. (documentation token from jwt.io):

    Authorization: Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c
"""
    return DOut(
        f"scoring/{org(rng)}/README.md", text, "the well-known jwt.io documentation token", ""
    )


@decoy
def timber_tickets(rng):
    rows = ["ticket,truck,species,m3,gps"]
    for _ in range(5):
        rows.append(
            f"T{rng.randint(100000, 999999)},{alnum(rng, 3, 'ABCDEFGHJKLMNPRSTUVWXYZ')}-{rng.randint(100, 999)},{pick(rng, ('spruce', 'pine'))},{rng.randint(20, 45)}.{rng.randint(0, 9)},{rng.randint(60, 66)}.{rng.randint(1000, 9999)};{rng.randint(20, 30)}.{rng.randint(1000, 9999)}"
        )
    return DOut(
        f"tickets/{org(rng)}/week.csv", "\n".join(rows) + "\n", "timber tickets and plates", ""
    )


@decoy
def harvester_ssh_pub(rng):
    text = f"ssh-ed25519 {b64(rng, 51).rstrip('=')} contractor@{org(rng)}\n"
    return DOut(f"contractor/{org(rng)}/authorized_keys", text, "SSH public key", "")


@decoy
def epcr_json_placeholder(rng):
    text = """{
  "sync": {
    "clientId": "<client-id>",
    "clientSecret": "<client-secret>"
  }
}
"""
    return DOut(f"epcr/{org(rng)}/tablet.sample.json", text, "angle-bracket placeholders", "json")


@decoy
def cad_incident_log(rng):
    lines = []
    for _ in range(5):
        lines.append(
            f"2025-06-{rng.randint(10, 28)} {rng.randint(0, 23):02d}:{rng.randint(0, 59):02d} INC{rng.randint(100000, 999999)} M{rng.randint(1, 40)} status=ENROUTE uuid={uuid4(rng)}"
        )
    return DOut(
        f"cadlink/{org(rng)}/incidents.log", "\n".join(lines) + "\n", "incident log with UUIDs", ""
    )


@decoy
def intercom_encrypted_backup(rng):
    blob = b64(rng, 96)
    text = f"""<?xml version="1.0" encoding="UTF-8"?>
<IntercomBackup frame="MX-2" cipher="AES-256-GCM" keyRef="hsm:slot2">
  <Payload>{blob}</Payload>
</IntercomBackup>
"""
    return DOut(
        f"comms/{org(rng)}/intercom_backup.xml",
        text,
        "encrypted backup payload; the key stays in an HSM",
        "xml",
    )


@decoy
def show_report_no_password(rng):
    text = """# Show report - Cabaret - performance 14

- LX: all cues on time.
- The backstage wifi password was changed after get-out; ask the SM office for it.
"""
    return DOut(f"reports/{org(rng)}/cabaret_14.md", text, "mentions a password without one", "")


@decoy
def sms_backup_no_secret(rng):
    text = f"""<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="{hexs(rng, 8)}">
  <sms protocol="0" address="+4670{rng.randint(1000000, 9999999)}" date="1741680000000" type="1" body="Your verification code expired. Request a new one in the app." read="1" status="-1" />
  <sms protocol="0" address="+4670{rng.randint(1000000, 9999999)}" date="1741680060000" type="2" body="Ok, will reset the password myself." read="1" status="-1" />
</smses>
"""
    return DOut(
        f"phone/{org(rng)}/sms-backup.xml",
        text,
        "SMS thread about passwords with none in it",
        "xml",
    )


@decoy
def fodt_minutes_no_secret(rng):
    text = """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3">
 <office:body><office:text>
  <text:p>3. Passwords: all shared logins moved to the password manager; the old ones were revoked.</text:p>
 </office:text></office:body>
</office:document>
"""
    return DOut(
        f"minutes/{org(rng)}/committee_passwords.fodt",
        text,
        "minutes discussing passwords, none given",
        "xml",
    )
