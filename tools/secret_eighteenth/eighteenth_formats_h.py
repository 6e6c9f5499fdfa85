"""Dog grooming, kennels and daycare: booking apps, kennel webcams, vaccination records."""
# ruff: noqa: E501

from eighteenth_corpus import (
    SYM_INI,
    SYM_JSON,
    Out,
    alnum,
    domain,
    fill,
    fmt,
    gen_pw,
    host,
    ip,
    org,
    pick,
    words_pw,
)

FAM = "dog_grooming_kennel_boarding"


@fmt(FAM, "grooming_salon_booking_rails_database_yml_password")
def _rails(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_INI)
    text = fill(
        """default: &default
  adapter: postgresql
  encoding: unicode
  pool: 5

production:
  <<: *default
  database: <<db>>_production
  username: <<db>>
  password: <<pw>>
  host: <<h>>
""",
        db=o.replace("-", "_") + "_groom",
        pw=pw,
        h=host(rng, "db"),
    )
    return Out(f"{o}-grooming{pick(rng, ('', '-app', '-web'))}/config/database.yml", text, pw)


@fmt(FAM, "kennel_webcam_nginx_rtmp_conf_push_stream_key")
def _rtmp(rng):
    o = org(rng)
    key = "live_" + str(rng.randint(10**8, 10**9 - 1)) + "_" + alnum(rng, 30)
    text = fill(
        """rtmp {
    server {
        listen 1935;
        chunk_size 4096;
        application kennelcam {
            live on;
            record off;
            # play yard cam -> public stream for owners
            push rtmp://live.twitch.tv/app/<<key>>;
            allow publish <<ip>>;
            deny publish all;
        }
    }
}
""",
        key=key,
        ip=ip(rng),
    )
    return Out(f"etc/nginx/{o}-rtmp-{rng.randint(1, 20)}.conf", text, key, "")


@fmt(FAM, "pet_vaccination_record_fetch_python_api_key_header")
def _vax(rng):
    o = org(rng)
    key = "pvr_" + alnum(rng, 40)
    text = fill(
        """import requests

HEADERS = {"X-API-Key": "<<key>>", "Accept": "application/json"}


def rabies_ok(microchip):
    r = requests.get(f"https://records.<<dom>>/v1/pets/{microchip}/vaccinations", headers=HEADERS, timeout=15)
    r.raise_for_status()
    return any(v["type"] == "rabies" and not v["expired"] for v in r.json())
""",
        key=key,
        dom=domain(rng),
    )
    return Out(f"{o}/checkin/vaccines{rng.randint(1, 30)}.py", text, key)


@fmt(FAM, "boarding_kennel_run_door_controller_json_admin_password")
def _doors(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_JSON)
    text = fill(
        """{
  "controller": "runs-<<n>>",
  "runs": <<runs>>,
  "autoOpenForYard": ["07:00", "12:30", "17:00"],
  "admin": {"user": "kennelmgr", "password": "<<pw>>"},
  "alerts": {"temperatureC": [12, 27], "sms": "+44<<ph>>"}
}
""",
        n=rng.randint(1, 4),
        runs=rng.randint(10, 40),
        pw=pw,
        ph=rng.randint(7000000000, 7999999999),
    )
    return Out(f"kennel/{o}/doors{rng.randint(1, 20)}.json", text, pw)


@fmt(FAM, "dog_daycare_report_card_mailer_toml_smtp_password")
def _mailer(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_INI)
    text = fill(
        """[report_card]
template = "templates/pupdate.html"
include_photos = true

[smtp]
host = "<<h>>"
port = 587
starttls = true
user = "pupdates@<<dom>>"
password = "<<pw>>"
""",
        h=host(rng, "smtp"),
        dom=domain(rng),
        pw=pw,
    )
    return Out(f"{o}/daycare/mailer{rng.randint(1, 9)}.toml", text, pw)


@fmt(FAM, "groomer_van_tablet_sync_ini_cloud_password")
def _van(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_INI)
    text = fill(
        """[van]
id=VAN<<n>>
generator_hours=<<hrs>>
water_tank_l=150

[sync]
url=https://sync.<<dom>>/mobile
user=van<<n>>@<<o>>
password=<<pw>>
offline_days=3
""",
        n=rng.randint(1, 12),
        hrs=rng.randint(100, 3000),
        dom=domain(rng),
        o=o,
        pw=pw,
    )
    return Out(f"vans/{o}/van{rng.randint(1, 40)}.ini", text, pw)


@fmt(FAM, "kennel_staff_line_chat_export_txt_portal_login")
def _line(rng):
    o = org(rng)
    pw = words_pw(rng)
    a, b = pick(rng, ("Hana", "Ruth", "Oskar")), pick(rng, ("Bea", "Jules", "Milo"))
    text = fill(
        """[LINE] Chat history in <<o>> kennel staff
Saved on: 2025/04/<<d>> 21:14

2025/04/<<d>>(Sat)
08:02	<<a>>	Morning! Biscuit (run 4) only gets the sensitive food
08:05	<<b>>	ok
08:40	<<a>>	the booking portal logged everyone out again
08:41	<<a>>	new shared login: frontdesk / <<pw>>
08:41	<<b>>	thx
12:10	<<b>>	[Photo]
""",
        o=o,
        d=f"{rng.randint(1, 28):02d}",
        a=a,
        b=b,
        pw=pw,
    )
    return Out(f"exports/{o}/[LINE] kennel staff {rng.randint(1, 99)}.txt", text, pw, "")
