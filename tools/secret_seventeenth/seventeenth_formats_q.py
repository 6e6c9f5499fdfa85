"""Theatre stage lighting, show control and backstage files."""
# ruff: noqa: E501

from seventeenth_corpus import (
    SYM_DQ,
    SYM_INI,
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
    pick,
    words_pw,
)

FAM = "stage_lighting_show_control"
SHOWS = ("Hamlet", "The Tempest", "Cabaret", "Into the Woods", "Peer Gynt", "Woyzeck")


@fmt(FAM, "show_control_applescript_mount_volume_password")
def applescript(rng):
    o = org(rng)
    pw = gen_pw(rng, sym="#%&*+-_.?@^~=:,")
    text = fill(
        """-- Sound operator Mac: mount the show media share before opening the workspace
set showName to "<<show>>"
try
	mount volume "smb://<<h>>/showmedia" as user name "soundop" with password "<<pw>>"
end try
tell application "Finder" to open POSIX file ("/Volumes/showmedia/" & showName & "/" & showName & ".qlab5")
""",
        show=pick(rng, SHOWS),
        h=host(rng, "nas", o),
        pw=pw,
    )
    return Out(f"sound/{o}/OpenShow_{rng.randint(1, 99)}.applescript", text, pw, "")


@fmt(FAM, "lighting_console_showfile_backup_ini_share_password")
def console_ini(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_INI)
    text = fill(
        """[Backup]
Console=Main FOH
ShowDir=D:\\Shows
Target=\\\\<<h>>\\lx-backup
User=lxbackup
Password=<<pw>>
Keep=20

[Network]
ArtNetSubnet=2.0.0.0/8
sACNPriority=100
""",
        h=host(rng, "nas", o),
        pw=pw,
    )
    return Out(f"lighting/{o}/showfile_backup_{rng.randint(1, 99)}.ini", text, pw)


@fmt(FAM, "stage_automation_flyrail_json_cloud_service_key")
def flys_json(rng):
    o = org(rng)
    key = hexs(rng, 40)
    text = fill(
        """{
  "venue": "<<o>> main stage",
  "axes": [{"id": "LS<<a>>", "maxSpeedMs": 1.2}, {"id": "LS<<b>>", "maxSpeedMs": 1.2}],
  "estopZones": 4,
  "serviceCloud": {"url": "https://service.<<d>>/telemetry", "key": "<<key>>"}
}
""",
        o=o,
        a=rng.randint(1, 30),
        b=rng.randint(31, 60),
        d=domain(rng),
        key=key,
    )
    return Out(f"automation/{o}/flys_{rng.randint(1, 99)}.json", text, key)


@fmt(FAM, "theatre_box_office_integration_python_api_key_kwarg")
def boxoffice_py(rng):
    o = org(rng)
    key = alnum(rng, 36)
    text = fill(
        """from theatre_ticketing import Client

client = Client(base_url="https://tickets.<<d>>/api", api_key="<<key>>")
perf = client.performances(production="<<show>>", upcoming=True)[0]
print(perf.date, perf.sold, perf.capacity)
""",
        d=domain(rng, o),
        key=key,
        show=pick(rng, SHOWS),
    )
    return Out(f"fohreport/{o}/house_count_{rng.randint(1, 99)}.py", text, key)


@fmt(FAM, "intercom_matrix_config_xml_admin_password")
def intercom_xml(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_XML)
    text = fill(
        """<?xml version="1.0" encoding="UTF-8"?>
<IntercomConfig frame="MX-<<n>>">
  <Channel id="1" name="SM"/>
  <Channel id="2" name="LX"/>
  <Channel id="3" name="FLY"/>
  <Admin user="admin" password="<<pw>>"/>
  <Beltpacks count="<<bp>>" encryption="AES128"/>
</IntercomConfig>
""",
        n=rng.randint(1, 9),
        pw=pw,
        bp=rng.randint(8, 40),
    )
    return Out(f"comms/{o}/intercom_{rng.randint(1, 99)}.xml", text, pw)


@fmt(FAM, "stage_manager_show_report_markdown_wifi_and_console_login")
def show_report(rng):
    o = org(rng)
    pw = words_pw(rng)
    show = pick(rng, SHOWS)
    text = fill(
        """# Show report - <<show>> - performance <<n>>

**Up:** 19:32 **Interval:** 20:41-21:02 **Down:** 22:10

- LX: cue 212 fired late, operator note.
- Sound: RF mic 7 swapped at interval.
- Wardrobe: quick change in Act 2 tight, extra dresser requested.
- Stage door laptop: the touring crew needed the backstage network, gave them
  `BACKSTAGE-CREW` / `<<pw>>` - please change it after get-out.
""",
        show=show,
        n=rng.randint(1, 80),
        pw=pw,
    )
    return Out(
        f"reports/{o}/{show.lower().replace(' ', '_')}_{rng.randint(1, 80)}.md", text, pw, ""
    )


@fmt(FAM, "led_wall_processor_yaml_web_admin_password")
def led_yaml(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_DQ)
    text = fill(
        """processor:
  model: LED-4K-<<n>>
  address: <<ip>>
  web_admin:
    user: admin
    password: "<<pw>>"
canvas:
  width: 3840
  height: 1080
  genlock: tri-level
""",
        n=rng.randint(1, 9),
        ip=f"10.100.{rng.randint(0, 9)}.{rng.randint(2, 250)}",
        pw=pw,
    )
    return Out(f"video/{o}/led_processor_{rng.randint(1, 99)}.yaml", text, pw)
