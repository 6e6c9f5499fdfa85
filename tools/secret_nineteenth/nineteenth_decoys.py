"""Decoys: files from the same domains that look credential-ish but hold no live secret."""

# ruff: noqa: E501
import hashlib

from nineteenth_corpus import DOut, b64, decoy, domain, fill, hexs, ip, org, uuid4

SPECS = [
    (
        "ww/lims_import_<<n>>.ini",
        "[ODBC]\nServer=<<h>>\nUID=lims_import\nPassword=${LIMS_ODBC_PASSWORD}\n",
        "environment reference, no value",
        None,
    ),
    (
        "ww/clarifier_<<n>>.json",
        '{"upload": {"api_key": "<api-key>", "interval_s": 300}}\n',
        "angle-bracket placeholder",
        None,
    ),
    (
        "ww/rtu_<<n>>.xml",
        '<?xml version="1.0"?>\n<RtuConfig><WebServer><Account name="admin" password="" role="full"/></WebServer></RtuConfig>\n',
        "empty password attribute",
        None,
    ),
    (
        "ww/sample_hashes_<<n>>.txt",
        "sample_id,sha256\nS-<<n>>,<<sha>>\n",
        "SHA-256 of a sample record, not a key",
        "",
    ),
    (
        "organs/remote_<<n>>.ini",
        "[RemoteVoicing]\nEnabled=0\nPassword=********\n",
        "masked value",
        None,
    ),
    (
        "organs/relay_<<n>>.json",
        '{"recorder": {"api_key": null, "enabled": false}}\n',
        "null key, recorder off",
        None,
    ),
    (
        "organs/pipe_scale_<<n>>.csv",
        "rank,note,diameter_mm,mouth_ratio\nPrincipal 8,C,<<n>>.2,0.25\n",
        "pipe scaling table, no credential",
        "",
    ),
    (
        "falconry/tag_firmware_<<n>>.txt",
        "firmware tag-fw-2.4.1.bin\nsha1 <<sha1>>\n",
        "firmware SHA-1 checksum",
        "",
    ),
    (
        "falconry/.env.example",
        "CHECKOUT_PUBLIC=pk_live_\nCHECKOUT_SECRET=\nMAIL_FROM=bookings@localhost\n",
        "env template with empty values",
        "",
    ),
    (
        "falconry/ring_numbers_<<n>>.txt",
        "Ring numbers issued:\nUK<<n>>-<<hx>>\nUK<<n>>-<<hx2>>\n",
        "closed-ring identifiers",
        "",
    ),
    (
        "aquaponics/growbed.cpp",
        '#include "secrets.h"\nWiFi.begin(WIFI_SSID, WIFI_PSK); // values from secrets.h, not committed\n',
        "macro names only",
        "",
    ),
    (
        "aquaponics/frigate_<<n>>.yml",
        "cameras:\n  tank:\n    ffmpeg:\n      inputs:\n        - path: rtsp://{FRIGATE_RTSP_USER}:{FRIGATE_RTSP_PASSWORD}@<<ip>>:554/stream1\n",
        "Frigate environment substitution",
        None,
    ),
    (
        "aquaponics/water_<<n>>.R",
        'con <- dbConnect(RPostgres::Postgres(), password = Sys.getenv("FARM_DB_PW"))\n',
        "read from the environment",
        "",
    ),
    (
        "bindery/chamber_<<n>>.json",
        '{"alerts": {"routing_key": "R0UTINGKEY000000000000000000000000"}}\n',
        "documentation-style fake routing key",
        None,
    ),
    (
        "bindery/treatment_<<n>>.txt",
        "Treatment <<n>>: leather consolidated with Klucel G 2% in IPA. Object UUID <<uuid>>\n",
        "object UUID",
        "",
    ),
    (
        "bindery/scan_manifest_<<n>>.md5",
        "<<md5>>  page_0001.tif\n<<md5b>>  page_0002.tif\n",
        "MD5 checksums of scans",
        "",
    ),
    (
        "coffee/artisan_<<n>>.ini",
        "[RoastWorld]\nsyncEnabled=false\naccount=\naccountPassword=\n",
        "empty credentials",
        None,
    ),
    (
        "coffee/shopify.app.toml",
        'client_id = "<<hx>><<hx2>>"\nname = "roast-subscriptions"\n[access_scopes]\nscopes = "read_products"\n',
        "public client id only",
        None,
    ),
    (
        "coffee/lot_<<n>>.json",
        '{"lot": "HU-<<n>>", "sha256": "<<sha>>", "cup_score": 86.5}\n',
        "checksum of a lot record",
        None,
    ),
    (
        "regatta/.env.example",
        "MAIL_USERNAME=entries@localhost\nMAIL_PASSWORD=null\n",
        "env template",
        "",
    ),
    (
        "regatta/results_<<n>>.csv",
        "sail,helm,r1,r2,total\nGBR<<n>>,<<hx>>,1,3,4\n",
        "sail numbers and points",
        "",
    ),
    (
        "regatta/publish_<<n>>.ini",
        "[Publish]\nMethod=FTP\nUser=results\nPass=%RESULTS_FTP_PASS%\n",
        "Windows env-var reference",
        None,
    ),
    (
        "piano/tunelab_<<n>>.json",
        '{"sync": {"account": "", "password": "", "server": "https://sync.<<d>>"}}\n',
        "empty account",
        None,
    ),
    (
        "piano/docker_config.json",
        '{"credsStore": "desktop", "auths": {"registry.<<d>>": {}}}\n',
        "credential helper, no inline auth",
        None,
    ),
    (
        "piano/ssh_<<n>>.pub",
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI<<b64s>> tuner@laptop\n",
        "SSH public key",
        "",
    ),
    (
        "cheese/cave_<<n>>.xml",
        '<?xml version="1.0"?>\n<CaveController><Web user="affineur" passwordHash="$2b$12$<<bc>>"/></CaveController>\n',
        "bcrypt hash of a web password",
        None,
    ),
    (
        "cheese/haccp_<<n>>.sh",
        '#!/bin/sh\nmosquitto_pub -h broker -u haccp -P "$HACCP_PW" -t creamery/x -m "$1"\n',
        "shell variable",
        "",
    ),
    ("cheese/batch_codes_<<n>>.txt", "B<<n>>-<<HX>>\nB<<n>>-<<HX2>>\n", "batch codes", ""),
    (
        "forge/burner_<<n>>.toml",
        '[remote]\nenabled = false\npassword = ""\n',
        "empty, remote disabled",
        None,
    ),
    (
        "forge/keys_<<n>>.kt",
        "object Keys {\n    const val INVOICE_KEY = BuildConfig.INVOICE_KEY\n}\n",
        "BuildConfig reference",
        "",
    ),
    (
        "forge/session_<<n>>.env",
        "SESSION_SECRET=generate-with-openssl-rand-hex-32\n",
        "instructions instead of a value",
        "",
    ),
    (
        "dome/projector_<<n>>.json",
        '{"projectors": [{"ip": "<<ip>>", "user": "admin", "password": "{{ vault_projector_pw }}"}]}\n',
        "Jinja/Vault template reference",
        None,
    ),
    (
        "dome/aws_<<n>>.sh",
        "export AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\nexport AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\n",
        "AWS documentation example keys",
        "",
    ),
    (
        "dome/star_catalog_<<n>>.csv",
        "hip,ra,dec,mag\n<<n>>321,<<n>>.123,-12.5,4.1\n",
        "star catalogue",
        "",
    ),
    (
        "bridal/config_<<n>>.yml",
        "printer:\n  cloud_print: true\n  device_id: <<uuid>>\n  secret: !vault |\n    $ANSIBLE_VAULT;1.1;AES256\n    <<hx>><<hx2>><<hx>><<hx2>>\n",
        "Ansible Vault ciphertext",
        "",
    ),
    (
        "bridal/measurements_<<n>>.csv",
        "client,bust,waist,hip\nC<<n>>,88,70,96\n",
        "measurements",
        "",
    ),
    (
        "distillery/excise_<<n>>.http",
        "POST https://excise.<<d>>/api/returns\nAuthorization: Basic {{basicAuth}}\n",
        "REST-client variable",
        "",
    ),
    (
        "distillery/cask_<<n>>.json",
        '{"casks": [{"no": "<<n>>", "rfid": "<<HX>>"}], "sync": {"token": "${CASK_TOKEN}"}}\n',
        "env reference and RFID tag id",
        None,
    ),
    (
        "bakery/webhook_<<n>>.toml",
        '[webhook]\nsigning_secret = "whsec_..."\n',
        "truncated doc value",
        None,
    ),
    (
        "bakery/recipe_<<n>>.txt",
        "Baguette: flour 1000g, water 680g, salt 20g, levain 200g. Batch hash <<md5>>\n",
        "recipe and batch hash",
        "",
    ),
    (
        "quarry/cert_<<n>>.pem",
        "-----BEGIN CERTIFICATE-----\nMIIB<<b64s>>\n-----END CERTIFICATE-----\n",
        "public certificate",
        "",
    ),
    (
        "quarry/truck_ids_<<n>>.json",
        '{"trucks": [{"id": "<<uuid>>", "reg": "QY<<n>> ABC"}]}\n',
        "vehicle UUIDs",
        None,
    ),
    (
        "cider/wp-config-sample.php",
        "<?php\ndefine( 'DB_PASSWORD', 'password_here' );\n",
        "WordPress sample value",
        "",
    ),
    (
        "cider/tank_<<n>>.json",
        '{"cloud": {"url": "https://ferment.<<d>>", "key": "fmk_xxxxxxxxxxxxxxxxxxxxxxxx"}}\n',
        "x-filled placeholder key",
        None,
    ),
    (
        "prose/letter_<<n>>.txt",
        "Dear members, never share your portal password with anyone, even us. Reset it at https://<<d>>/reset.\n",
        "mentions a password without one",
        "",
    ),
    (
        "prose/notes_<<n>>.gmi",
        "# Notes\n* password rotated <<date>>, stored in the vault, not here\n",
        "no value",
        "",
    ),
]


def _mk(spec):
    path, tpl, why, syntax = spec

    def make(rng):
        o = org(rng)
        n = rng.randint(1, 999)
        raw = bytes(rng.randrange(256) for _ in range(16))
        slots = {
            "n": n,
            "h": f"db{rng.randint(1, 9):02d}.{domain(rng, o)}",
            "d": domain(rng, o),
            "ip": ip(rng),
            "sha": hashlib.sha256(raw).hexdigest(),
            "sha1": hashlib.sha1(raw).hexdigest(),
            "md5": hashlib.md5(raw).hexdigest(),
            "md5b": hashlib.md5(raw[::-1]).hexdigest(),
            "hx": hexs(rng, 8),
            "hx2": hexs(rng, 8),
            "HX": hexs(rng, 8, upper=True),
            "HX2": hexs(rng, 8, upper=True),
            "uuid": uuid4(rng),
            "b64s": b64(rng, 32).rstrip("="),
            "bc": b64(rng, 40).replace("+", ".").rstrip("=")[:53],
            "date": f"2025-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
        }
        return DOut(fill(path, **slots), fill(tpl, **slots), why, syntax)

    make.__name__ = "decoy_" + path.split("/")[0] + str(SPECS.index(spec))
    return decoy(make)


for _spec in SPECS:
    _mk(_spec)
