"""Family b: an inshore fishermen's cooperative."""

from thirtythird_spec import reg

F = "fishery_inshore_cooperative"

reg(
    F,
    "fishery_auction_clock_jdbc_properties",
    ("auction-clock/conf/database.properties", "opt/<<org>>/clock/db.properties"),
    """# Dutch auction clock - landings database
jdbc.driverClassName=org.postgresql.Driver
jdbc.url=jdbc:postgresql://<<host>>:5432/landings
jdbc.username=clock_rw
jdbc.password=<<cred>>
pool.maxSize=8
clock.startPriceFactor=1.35
""",
    "pw_ini",
    syntax="",
)

reg(
    F,
    "fishery_vessel_tracker_quectel_at_log",
    ("vms/logs/vessel_<<n>>_modem.log", "tracker/<<org>>/boot_<<n>>.log"),
    """[00:00:01.204] >> AT
[00:00:01.211] << OK
[00:00:01.530] >> AT+CGDCONT=1,"IP","iot.<<org>>"
[00:00:01.561] << OK
[00:00:02.980] >> AT+QMTOPEN=0,"<<ip>>",1883
[00:00:03.402] << +QMTOPEN: 0,0
[00:00:03.410] >> AT+QMTCONN=0,"vessel<<n>>","boat<<n>>","<<cred>>"
[00:00:03.877] << +QMTCONN: 0,0,0
[00:00:04.015] >> AT+QMTPUB=0,1,1,0,"vms/boat<<n>>/pos"
""",
    "pw_bare",
)

reg(
    F,
    "fishery_quota_ledger_go_sql_open",
    ("cmd/quota/main.go", "internal/store/<<org>>_db.go"),
    """package main

import (
	"database/sql"
	"log"

	_ "github.com/go-sql-driver/mysql"
)

func openQuota() *sql.DB {
	db, err := sql.Open("mysql", "quota:<<cred>>@tcp(<<host>>:3306)/quota_ledger?parseTime=true")
	if err != nil {
		log.Fatal(err)
	}
	return db
}
""",
    "pw_url",
    syntax="",
)

reg(
    F,
    "fishery_skipper_icelandic_sms_lykilord",
    ("sms/export_<<year>><<month>>.txt", "phone/skilabod_<<n>>.txt"),
    """<<day>>.<<month>>.<<year>> <<hh>>:<<mm>> Frá: <<first>> (<<phone>>)
Sæll, ertu búinn að skrá aflann frá því í gær inn í kerfið hjá uppboðinu?

<<day>>.<<month>>.<<year>> <<hh>>:<<mm>> Til: <<first>>
Nei, ég kemst ekki inn. Hvað er lykilorðið aftur?

<<day>>.<<month>>.<<year>> <<hh>>:<<mm>> Frá: <<first>>
notandi: bryggja<<n>>
lykilorð: <<cred>>
""",
    "human",
)

reg(
    F,
    "fishery_catch_certificate_compose_env",
    ("catch-cert/docker-compose.yml", "srv/<<org>>/compose.yaml"),
    """services:
  db:
    image: postgres:16
    environment:
      POSTGRES_DB: catchcert
      POSTGRES_USER: catchcert
      POSTGRES_PASSWORD: "<<cred>>"
    volumes:
      - pgdata:/var/lib/postgresql/data
  app:
    image: registry.<<dom>>/catch-cert:latest
    depends_on: [db]
    ports: ["8080:8080"]
volumes:
  pgdata: {}
""",
    "pw_dq",
)

reg(
    F,
    "fishery_ice_plant_hmi_sticky_note_ocr",
    ("scans/ice_plant_note_<<n>>.txt", "ocr/<<org>>/IMG_<<n>>.txt"),
    """ICE PLANT
HMI / VNC
<<ip>>
<<cred>>
dont change w/o telling <<first>>!!
""",
    "human",
)

reg(
    F,
    "fishery_fish_box_tracking_rust_const",
    ("src/config.rs", "box-tracker/src/<<org>>_keys.rs"),
    """//! Returnable fish box tracking: RFID readers post to the pool service.

pub const POOL_API: &str = "https://boxpool.<<dom>>/v1";
pub const POOL_API_KEY: &str = "<<cred>>";
pub const READER_INTERVAL_SECS: u64 = 30;
""",
    "x:fbx_live_:40",
    syntax="",
)

reg(
    F,
    "fishery_coop_basque_email_pasahitza",
    ("mail/<<year>>/kofradia_<<n>>.eml", "inbox/<<org>>_<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Lonjako web-orria - sarbidea
Date: <<day>> <<month>> <<year>> <<hh>>:<<mm>>:00 +0200
Content-Type: text/plain; charset=utf-8

Kaixo,

Lonjako salmenten web-orrirako sarbidea bidaltzen dizut, astelehenetik aurrera zuk
kargatuko dituzu harrapaketak.

Erabiltzailea: kofradia<<n>>
Pasahitza: <<cred>>

Mesedez, ez partekatu beste ontziekin.
Ondo izan,
<<first>>
""",
    "human",
)
