"""Decoys for the eighteenth corpus: files near the planted ones that hold no live credential."""
# ruff: noqa: E501

import hashlib

from eighteenth_corpus import DOut, b64, decoy, domain, fill, hexs, ip, org, pem, rbytes, uuid4

# (path, text, why, syntax); text slots: o org, dom domain, ip, h40/h64/h32 hex, u uuid, n number, b base64
_SPECS = [
    (
        "srv/www/<<o>>-tattoo/wp-config-sample.php",
        "<?php\ndefine( 'DB_NAME', 'database_name_here' );\ndefine( 'DB_USER', 'username_here' );\ndefine( 'DB_PASSWORD', 'password_here' );\ndefine( 'AUTH_KEY', 'put your unique phrase here' );\n",
        "the WordPress sample config with its documented placeholders",
        "",
    ),
    (
        "kiosk/<<o>>/consent.yml",
        "esign:\n  provider_url: https://sign.<<dom>>/api\n  client_id: <<u>>\n  client_secret: ${ESIGN_CLIENT_SECRET}\n",
        "the client secret is an environment reference",
        None,
    ),
    (
        "piercing/<<o>>/jewelry-lots.csv",
        "lot,material,sha256_of_mill_cert\nL<<n>>,ASTM F136,<<h64>>\n",
        "SHA-256 checksums of mill certificate PDFs",
        "",
    ),
    (
        "PawnMaster/<<o>>/reporting.xml",
        '<?xml version="1.0"?>\n<ReportingConfig>\n  <Upload>\n    <Username>store</Username>\n    <Password></Password>\n    <PasswordSource>WindowsCredentialManager</PasswordSource>\n  </Upload>\n</ReportingConfig>\n',
        "empty password; read from the Windows credential manager",
        None,
    ),
    (
        "{o}/pawn/serial_hashes.txt".replace("{o}", "<<o>>"),
        "# serial numbers of items, hashed before sharing with the hot-list service\n<<h40>>  item 1\n<<h40b>>  item 2\n",
        "SHA-1 digests of item serial numbers",
        "",
    ),
    (
        "{o}/cron/loan_reminders.sh".replace("{o}", "<<o>>"),
        '#!/bin/bash\ncurl -s -u "$TWILIO_ACCOUNT_SID:$TWILIO_AUTH_TOKEN" "https://api.twilio.com/2010-04-01/Accounts/$TWILIO_ACCOUNT_SID/Messages.json" --data-urlencode "To=$1"\n',
        "credentials come from environment variables",
        "",
    ),
    (
        "home/<<o>>/.node-red/flows_cred.json",
        '{"$": "<<h64>><<h32>>"}\n',
        "Node-RED credentials encrypted with credentialSecret (ciphertext only)",
        None,
    ),
    (
        "props/<<o>>/secrets.h.template",
        '// copy to secrets.h and fill in\n#define WIFI_SSID "your-ssid"\n#define WIFI_PASS "your-wifi-password"\n',
        "template with placeholder values",
        "",
    ),
    (
        "notes/<<o>>/gm-puzzles.md",
        "# Puzzle answers\n- Vault combo: 4-1-7\n- Lighthouse morse: SOS LANTERN\n- Cabin cipher key: KESTREL (Vigenere)\n",
        "escape-room puzzle answers, not account credentials",
        "",
    ),
    (
        "gbfs/<<o>>/station_information.json",
        '{"last_updated": <<n>>, "ttl": 60, "data": {"stations": [{"station_id": "<<u>>", "name": "Quay St", "lat": 53.34, "lon": -6.26, "capacity": 20}]}}\n',
        "public GBFS feed with station UUIDs",
        None,
    ),
    (
        "deploy/<<o>>/rebalancer-sealed.yaml",
        "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: rebalancer-db\nspec:\n  encryptedData:\n    FLEET_DB_PASSWORD: AgB<<b>>\n",
        "SealedSecret ciphertext, only the cluster key decrypts it",
        None,
    ),
    (
        "firmware/<<o>>-lock/fw_manifest.json",
        '{"version": "3.4.1", "sha256": "<<h64>>", "signature_key_id": "<<h32>>"}\n',
        "firmware digest and a key id",
        None,
    ),
    (
        "fueldock/<<o>>/controller.xml",
        '<?xml version="1.0"?>\n<FuelDock>\n  <PosLink host="<<ip>>">\n    <PosLinkUser>fueldock</PosLinkUser>\n    <PosLinkPassword>********</PosLinkPassword>\n  </PosLink>\n</FuelDock>\n',
        "masked password in a config export",
        None,
    ),
    (
        "office/<<o>>/letters/wifi-change.txt",
        "Dear berth holder,\n\nThe berth Wi-Fi password changes on 1 April. Collect the new one from the harbour office;\nwe no longer print it in letters.\n",
        "mentions a password without giving one",
        "",
    ),
    (
        "{o}-slips/.env.example".replace("{o}", "<<o>>"),
        "STRIPE_KEY=pk_live_\nSTRIPE_SECRET=\nHARBOUR_RATE=3.10\n",
        "example env file with empty values",
        "",
    ),
    (
        "C:/CAT/<<o>>/realtime.ini",
        "[Streaming]\nServer=stream.<<dom>>\nAccount=reporter\nStreamPassword=\nPromptForPassword=1\n",
        "empty password, prompted at session start",
        None,
    ),
    (
        "agency/<<o>>/transcript_index.csv",
        "job,pages,md5\n<<n>>,212,<<h32>>\n",
        "MD5 of certified transcript PDFs",
        "",
    ),
    (
        "{o}-portal/portal/settings.py".replace("{o}", "<<o>>"),
        'import os\n\nSECRET_KEY = os.environ["DJANGO_SECRET_KEY"]\nDATABASES = {"default": {"ENGINE": "django.db.backends.postgresql", "PASSWORD": os.environ.get("DB_PASSWORD")}}\n',
        "settings read from the environment",
        None,
    ),
    (
        "provisioning/<<o>>/vri-cart-template.xml",
        '<?xml version="1.0"?>\n<provisioning>\n  <sip>\n    <user>{{ extension }}</user>\n    <authPassword>{{ sip_password }}</authPassword>\n  </sip>\n</provisioning>\n',
        "Jinja template placeholders",
        None,
    ),
    (
        "{o}/timesheets/cert.pem".replace("{o}", "<<o>>"),
        "<<cert>>\n",
        "an X.509 certificate (public)",
        "",
    ),
    (
        "{o}.Scheduling/appsettings.json".replace("{o}", "<<o>>"),
        '{"ConnectionStrings": {"Scheduling": "Server=(localdb)\\\\MSSQLLocalDB;Database=Interpreters;Trusted_Connection=True"}}\n',
        "integrated security, no password in the connection string",
        None,
    ),
    (
        "{o}-grooming/config/database.yml".replace("{o}", "<<o>>"),
        "production:\n  adapter: postgresql\n  database: groom_production\n  password: <%= ENV['GROOM_DATABASE_PASSWORD'] %>\n",
        "ERB environment reference",
        "",
    ),
    (
        "kennel/<<o>>/vaccines.csv",
        "microchip,vaccine,batch,expires\n<<n>>,rabies,RB<<n>>,2026-03-01\n",
        "microchip numbers and vaccine batches",
        "",
    ),
    (
        "home/<<o>>/.ssh/id_ed25519.pub",
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI<<b>> groomer-van@<<o>>\n",
        "an SSH public key",
        "",
    ),
    (
        "booth/<<o>>/setlist.m3u8",
        "#EXTM3U\n#EXTINF:412,Artist - Track\nD:\\Sets\\<<h32>>.wav\n",
        "playlist with hashed file names",
        "",
    ),
    (
        "booth/<<o>>/obs-studio/basic/profiles/Club/service.json",
        '{"settings": {"key": "", "server": "auto", "service": "Twitch"}, "type": "rtmp_common"}\n',
        "empty stream key",
        None,
    ),
    (
        "{o}-tables/.env.local.example".replace("{o}", "<<o>>"),
        "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_test_xxxxxxxx\nSTRIPE_SECRET_KEY=sk_test_xxxxxxxx\n",
        "documented placeholder keys",
        "",
    ),
    (
        "esphome/<<o>>/mist-bench.yaml",
        "esphome:\n  name: mist-bench\nwifi:\n  ssid: grow\n  password: secret_ref_wifi\nota:\n  - platform: esphome\n    password: ota_ref\n",
        "stand-ins for !secret references (resolved from secrets.yaml at build time)",
        None,
    ),
    (
        "orders/<<o>>/plant_passports.csv",
        "passport,botanical,lot,traceability\nGB-<<n>>,Fagus sylvatica,<<h32>>,<<u>>\n",
        "plant passport IDs and traceability codes",
        "",
    ),
    (
        "{o}/greenhouse/bridge.toml".replace("{o}", "<<o>>"),
        '[cloud]\nurl = "https://grow.<<dom>>/api"\nkey_file = "/etc/grow/key"\n',
        "key read from a file",
        None,
    ),
    (
        "logbook/<<o>>/hours.json",
        '{"technician": "<<u>>", "signatureHash": "<<h64>>", "hours": 42}\n',
        "a signature hash on a logbook page",
        None,
    ),
    (
        "jobs/<<o>>/facade.yaml",
        "upload:\n  bucket: facades\n  access_key: AKIAIOSFODNN7EXAMPLE\n  secret_key: wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\n",
        "the AWS documentation example key pair",
        None,
    ),
    (
        "plant/<<o>>/controller.ini",
        "[remote]\nvpn_gateway=<<ip>>\nservice_user=coldservice\nservice_password_hash=$2b$12$<<b53>>\n",
        "bcrypt hash of the service password",
        None,
    ),
    (
        "{o}/pa/musicd.json".replace("{o}", "<<o>>"),
        '{"music": {"server": "http://<<ip>>:6680", "auth": "none"}, "volume": 80}\n',
        "no authentication configured",
        None,
    ),
    (
        "home/<<o>>/.indi/Dome_config.xml",
        '<INDIDriver>\n<newTextVector device="Dome" name="RELAY_SETTINGS">\n  <oneText name="HOST"><<ip>></oneText>\n  <oneText name="PASSWORD"></oneText>\n</newTextVector>\n</INDIDriver>\n',
        "empty driver password",
        "xml",
    ),
    (
        "observatory/<<o>>/frames.csv",
        "file,object,exptime,sha1\nM42_<<n>>.fits,M42,300,<<h40>>\n",
        "FITS frame checksums",
        "",
    ),
    (
        "clinic/<<o>>/chamber-monitor.ini",
        "[historian]\nserver=<<ip>>\nlogin=hbot_writer\nauthentication=windows\n",
        "Windows authentication, no password",
        None,
    ),
    (
        "woundapp/<<o>>/jwks.json",
        '{"keys": [{"kty": "RSA", "kid": "<<h32>>", "use": "sig", "alg": "RS256", "n": "<<b>>", "e": "AQAB"}]}\n',
        "a public JWK set",
        None,
    ),
    (
        "shop/<<o>>/key_codes.csv",
        "code,blank,bitting\nCX<<n>>,UL050,3-5-2-4-6\n",
        "key code and bitting tables (not credentials)",
        "",
    ),
    (
        "installs/<<o>>/panel.xml",
        '<?xml version="1.0"?>\n<PanelConfig>\n  <Installer code="" password="" note="set on site, never stored"/>\n</PanelConfig>\n',
        "empty installer credentials",
        None,
    ),
    (
        "site/<<o>>/lpr_reads.csv",
        "time,plate_hash,lane\n2025-05-02T10:00:01Z,<<h64>>,1\n",
        "hashed licence plates",
        "",
    ),
    (
        "fleet/<<o>>/tracker.json",
        '{"fleet": "<<o>>", "tracker": {"api": "https://track.<<dom>>/v1", "apiKey": "<api-key>"}}\n',
        "angle-bracket placeholder",
        None,
    ),
    (
        "calendar/<<o>>/lessons.ics",
        "BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\nUID:<<u>>\nSUMMARY:Lesson - roundabouts\nDESCRIPTION:Bring your provisional licence.\nEND:VEVENT\nEND:VCALENDAR\n",
        "calendar with UIDs and no credential",
        "",
    ),
    (
        "Takeout/Keep/shopping.json",
        '{"title": "shopping", "textContent": "oat milk\\nbin bags\\nchange the router password this weekend", "isTrashed": false}\n',
        "a note that mentions a password without one",
        None,
    ),
    (
        "contacts/<<o>>-pgp.asc",
        "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmQINB<<b>>\n=<<b4>>\n-----END PGP PUBLIC KEY BLOCK-----\n",
        "a PGP public key block",
        "",
    ),
]


def _make(spec):
    path_t, text_t, why, syntax = spec

    def fn(rng):
        vals = {
            "o": org(rng),
            "dom": domain(rng),
            "ip": ip(rng),
            "h32": hexs(rng, 32),
            "h40": hashlib.sha1(hexs(rng, 16).encode()).hexdigest(),
            "h40b": hashlib.sha1(hexs(rng, 16).encode()).hexdigest(),
            "h64": hexs(rng, 64),
            "u": uuid4(rng),
            "n": rng.randint(100000, 999999),
            "b": b64(rng, 48),
            "b4": b64(rng, 3),
            "b53": b64(rng, 40)[:53],
            "cert": pem(b"\x30\x82\x02\x58" + rbytes(rng, 600), "CERTIFICATE"),
        }
        used = {k: v for k, v in vals.items() if f"<<{k}>>" in text_t or f"<<{k}>>" in path_t}
        return DOut(fill(path_t, **used), fill(text_t, **used), why, syntax)

    fn.__name__ = "decoy_" + path_t.rsplit("/", 1)[-1].replace(".", "_").replace("-", "_")
    return decoy(fn)


for _s in _SPECS:
    _make(_s)
