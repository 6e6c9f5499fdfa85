"""Dive centre, scuba fill station and liveaboard files."""

from seventeenth_corpus import (
    SYM_DQ,
    SYM_INI,
    SYM_JSON,
    Out,
    alnum,
    domain,
    fill,
    fmt,
    gen_pw,
    hexs,
    host,
    org,
    pick,
    user,
    words_pw,
)

FAM = "dive_center_scuba_operations"
SITES = ("Blue Hole", "Manta Point", "Wreck of the Hildegard", "Coral Garden", "Shark Ridge")


@fmt(FAM, "dive_log_cloud_sync_python_login_password")
def divelog_py(rng):
    o = org(rng)
    pw = words_pw(rng, "-._#")
    em = f"instructor.{o.replace('-', '')}@{domain(rng)}"
    text = fill(
        """# sync the shop's rental dive computers' logs into the cloud logbook
import divelog_cloud

session = divelog_cloud.login("<<em>>", "<<pw>>")
for device in divelog_cloud.scan_usb():
    dives = device.download(since_last=True)
    session.upload(dives, buddy="shop rental <<n>>")
""",
        em=em,
        pw=pw,
        n=rng.randint(1, 30),
    )
    return Out(f"shop/{o}/sync_rentals_{rng.randint(1, 99)}.py", text, pw)


@fmt(FAM, "compressor_air_quality_logger_ini_upload_key")
def compressor_ini(rng):
    o = org(rng)
    key = hexs(rng, 32)
    text = fill(
        """[Compressor]
Model=HP-<<m>>
HoursAtInstall=<<hrs>>
FilterChangeHours=50

[Sensors]
CO_ppm_limit=3
CO2_ppm_limit=500
H2O_mg_limit=25

[Upload]
Url=https://airquality.<<d>>/api/readings
DeviceKey=<<key>>
""",
        m=rng.randint(100, 450),
        hrs=rng.randint(100, 9000),
        d=domain(rng, o),
        key=key,
    )
    return Out(f"fillstation/{o}/airlog_{rng.randint(1, 99)}.ini", text, key)


@fmt(FAM, "dive_trip_booking_node_config_js_channel_api_key")
def booking_js(rng):
    o = org(rng)
    key = "dvb_" + alnum(rng, 36)
    text = fill(
        """export default {
  shop: "<<o>>",
  boats: ["Nudibranch", "Grouper"],
  bookingChannel: {
    endpoint: "https://channel.<<d>>/api/v1",
    apiKey: "<<key>>",
  },
  maxDiversPerGuide: 6,
};
""",
        o=o,
        d=domain(rng),
        key=key,
    )
    return Out(f"booking/{o}/src/config.{rng.randint(1, 99)}.mjs", text, key, "")


@fmt(FAM, "boat_manifest_export_yaml_harbour_ftp_password")
def manifest_yaml(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_DQ)
    text = fill(
        """boat: "<<boat>>"
site: "<<site>>"
manifest:
  fields: [name, cert_level, last_dive, emergency_contact]
  deliver_to:
    protocol: ftp
    host: <<h>>
    user: manifests
    password: "<<pw>>"
""",
        boat=pick(rng, ("Nudibranch", "Grouper", "Sea Cucumber")),
        site=pick(rng, SITES),
        h=host(rng, "ftp"),
        pw=pw,
    )
    return Out(f"boats/{o}/manifest_export_{rng.randint(1, 99)}.yaml", text, pw)


@fmt(FAM, "nitrox_fill_station_json_panel_admin_password")
def nitrox_json(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_JSON)
    text = fill(
        """{
  "station": "nitrox-<<n>>",
  "membrane": true,
  "analyzers": [{"gas": "O2", "cal_percent": 20.9}],
  "maxBlendPercent": 40,
  "panel": {"admin": "fillmaster", "adminPassword": "<<pw>>", "lockAfterMinutes": 5}
}
""",
        n=rng.randint(1, 9),
        pw=pw,
    )
    return Out(f"fillstation/{o}/nitrox_{rng.randint(1, 99)}.json", text, pw)


@fmt(FAM, "dive_computer_downloader_conf_cloud_account_password")
def dc_conf(rng):
    o = org(rng)
    pw = gen_pw(rng, sym="-_.@+")
    text = fill(
        """# ~/.config/divedownload/downloader.conf
device = /dev/ttyUSB0
model = generic-bluetooth
dump_dir = ~/dives/raw
cloud_user = <<u>>@<<d>>
cloud_password = <<pw>>
cloud_sync = yes
""",
        u=user(rng, "dot"),
        d=domain(rng, o),
        pw=pw,
    )
    return Out(f"home/{o}/{user(rng)}/.config/divedownload/downloader.conf", text, pw, "")


@fmt(FAM, "liveaboard_satellite_mail_client_ini_account_password")
def satmail_ini(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_INI)
    text = fill(
        """[Account]
Vessel=<<boat>>
Email=<<boat_l>>@sat.<<d>>
Password=<<pw>>
Compression=max

[Link]
Terminal=iridium
MaxMessageKB=100
Schedule=06:00,18:00
""",
        boat=pick(rng, ("MY Oceanic Dream", "MY Blue Horizon", "MY Reef Wanderer")),
        boat_l=pick(rng, ("oceanicdream", "bluehorizon", "reefwanderer")),
        d=domain(rng, o),
        pw=pw,
    )
    return Out(f"liveaboard/{o}/satmail_{rng.randint(1, 99)}.ini", text, pw)
