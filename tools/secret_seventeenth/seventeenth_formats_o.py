"""Forestry, harvesting, sawmill and timber-trade files."""
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
    host,
    org,
    pick,
)

FAM = "forestry_sawmill_timber_ops"


@fmt(FAM, "sawmill_log_scanner_optimizer_xml_plc_password")
def optimizer_xml(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_XML)
    text = fill(
        """<?xml version="1.0" encoding="UTF-8"?>
<OptimizerSettings line="Headrig <<n>>">
  <Scanner type="3D-laser" heads="4" resolutionMm="5"/>
  <Products>
    <Product code="47x150" lengthMm="4800" grade="C24"/>
    <Product code="22x100" lengthMm="4200" grade="U/S"/>
  </Products>
  <Plc address="<<ip>>" slot="0" user="optimizer" password="<<pw>>"/>
</OptimizerSettings>
""",
        n=rng.randint(1, 4),
        ip=f"10.90.{rng.randint(0, 9)}.{rng.randint(2, 250)}",
        pw=pw,
    )
    return Out(f"mill/{o}/optimizer_{rng.randint(1, 99)}.xml", text, pw)


@fmt(FAM, "log_scaling_tablet_json_sync_api_key")
def scaling_json(rng):
    o = org(rng)
    key = alnum(rng, 40)
    text = fill(
        """{
  "crew": "<<crew>>",
  "scalingRule": "cubic_metre_under_bark",
  "species": ["spruce", "pine", "birch"],
  "sync": {"url": "https://timber.<<d>>/api/tickets", "apiKey": "<<key>>", "offlineDays": 14}
}
""",
        crew=f"crew-{rng.randint(1, 40)}",
        d=domain(rng, o),
        key=key,
    )
    return Out(f"tablets/{o}/scaling_{rng.randint(1, 99)}.json", text, key)


@fmt(FAM, "harvester_production_file_transfer_python_ftp_login")
def harvester_py(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_DQ)
    text = fill(
        """import ftplib
import pathlib

# upload harvester production reports (.hpr) from the machine's USB stick
with ftplib.FTP_TLS("<<h>>") as ftp:
    ftp.login("<<u>>", "<<pw>>")
    ftp.prot_p()
    ftp.cwd("/harvester/<<mach>>")
    for f in pathlib.Path("/media/usb/Production").glob("*.hpr"):
        ftp.storbinary(f"STOR {f.name}", f.open("rb"))
""",
        h=host(rng, "ftp", o),
        u=f"contractor{rng.randint(1, 90)}",
        pw=pw,
        mach=f"H{rng.randint(100, 999)}",
    )
    return Out(f"contractor/{o}/upload_hpr_{rng.randint(1, 99)}.py", text, pw)


@fmt(FAM, "timber_sales_portal_yaml_oauth_client_secret")
def sales_yaml(rng):
    o = org(rng)
    sec = alnum(rng, 40, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789~._-")
    text = fill(
        """timber_sales:
  auction_portal: https://auctions.<<d>>
  oauth:
    token_url: https://auctions.<<d>>/oauth/token
    client_id: <<cid>>
    client_secret: "<<sec>>"
  lots_feed: daily
""",
        d=domain(rng),
        cid=f"{o.replace('-', '')}-sales",
        sec=sec,
    )
    return Out(f"sales/{o}/portal_{rng.randint(1, 99)}.yml", text, sec)


@fmt(FAM, "kiln_drying_controller_ini_remote_access_password")
def kiln_ini(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_INI)
    text = fill(
        """[Kiln]
Id=K<<n>>
Capacity_m3=<<cap>>
Schedule=Spruce_50mm_fast

[Remote]
Modem=LTE
Url=https://kilns.<<d>>/portal
User=kiln<<n>>
Password=<<pw>>
""",
        n=rng.randint(1, 12),
        cap=rng.randint(40, 200),
        d=domain(rng, o),
        pw=pw,
    )
    return Out(f"kilns/{o}/kiln_{rng.randint(1, 99)}.ini", text, pw)


@fmt(FAM, "lidar_inventory_batch_sh_object_store_secret_export")
def lidar_sh(rng):
    o = org(rng)
    sec = alnum(rng, 40)
    text = fill(
        """#!/bin/bash
# canopy height model for compartment tiles, results to object storage
export OBJ_ENDPOINT=https://objects.<<d>>
export OBJ_ACCESS_KEY=<<ak>>
export OBJ_SECRET_KEY=<<sec>>
for las in tiles/*.laz; do
  pdal pipeline chm.json --readers.las.filename="$las" --writers.gdal.filename="out/$(basename "$las" .laz).tif"
done
rclone copy out/ objstore:forest-inventory/chm/
""",
        d=domain(rng, o),
        ak=alnum(rng, 20, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
        sec=sec,
    )
    return Out(f"inventory/{o}/chm_batch_{rng.randint(1, 99)}.sh", text, sec, "")


@fmt(FAM, "fire_lookout_camera_ptz_conf_onvif_password")
def lookout_conf(rng):
    o = org(rng)
    pw = gen_pw(rng, sym="-_.@+")
    text = fill(
        """# smoke detection - lookout tower <<tower>>
camera.host = <<ip>>
camera.onvif.user = lookout
camera.onvif.password = <<pw>>
camera.presets = 1,2,3,4,5,6,7,8
detector.model = smoke-v3
alert.webhook = https://alerts.<<d>>/hooks/smoke
""",
        tower=pick(rng, ("Kuusikko", "Hirvimaki", "Ravenhill", "Storberget")),
        ip=f"10.91.{rng.randint(0, 9)}.{rng.randint(2, 250)}",
        pw=pw,
        d=domain(rng, o),
    )
    return Out(f"lookouts/{o}/tower{rng.randint(1, 40)}.conf", text, pw, "")
