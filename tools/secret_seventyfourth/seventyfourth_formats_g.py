# ruff: noqa: E501
"""Family g: a phinisi boat-building yard in Tana Beru, Bulukumba, Indonesia (Indonesian, Bugis)."""

from __future__ import annotations

from seventyfourth_spec import Fam

BULUKUMBA = Fam(
    name="bulukumba_phinisi_shipwrights",
    orgs=("pinisijaya", "lontaraq", "tanaberu"),
    tld="co.id",
    first=(
        ("Andi", "andi"),
        ("Baso", "baso"),
        ("Besse", "besse"),
        ("Muhammad", "muhammad"),
        ("Sitti", "sitti"),
        ("Syamsul", "syamsul"),
        ("Nurhayati", "nurhayati"),
        ("Rahmat", "rahmat"),
        ("Wahyuni", "wahyuni"),
        ("Ilham", "ilham"),
    ),
    last=(
        ("Daeng Rani", "daengrani"),
        ("Sulaiman", "sulaiman"),
        ("Pangerang", "pangerang"),
        ("Mappasessu", "mappasessu"),
        ("Amiruddin", "amiruddin"),
        ("Tahir", "tahir"),
        ("Bakri", "bakri"),
    ),
    words=(
        "pinisi",
        "lontara",
        "tanaberu",
        "bira",
        "ulin",
        "jati",
        "perahu",
        "layar",
        "ombak",
        "sulawesi",
        "bugis",
        "makassar",
        "konro",
        "coto",
        "nahkoda",
        "laut",
        "sompe",
        "panrita",
    ),
    pets=("Belang", "Mochi", "Oyen", "Boncel", "Kuro"),
    cc="+62",
    vessels=("KLM Sinar Bira", "Pinisi Nusantara", "Ombak Biru", "Lamma Silolona", "Andi Tenri"),
    places=("Tana Beru", "Bira", "Bulukumba", "Makassar", "Labuan Bajo"),
)
F = BULUKUMBA.reg

F(
    "phinisi_indonesian_whatsapp_kata_sandi_midtrans",
    ("WhatsApp/Chat WhatsApp dengan <<fn2>>.txt", "Download/wa_galangan_<<ymd>>.txt"),
    """<<dmyy>> <<time>> - <<fn2>> <<ln2>>: Pak, dashboard Midtrans tdk bisa login, minta kata sandinya lagi
<<dmyy>> <<time>> - <<fn>> <<ln>>: email <<email>>
<<dmyy>> <<time2>> - <<fn>> <<ln>>: kata sandi <<cred>>
<<dmyy>> <<time2>> - <<fn>> <<ln>>: DP pembeli dari Bali utk kapal <<vessel>> sdh masuk blm?
<<dmyy>> <<time2>> - <<fn2>> <<ln2>>: Siap pak, sy cek dulu 🙏
""",
    cred="human",
)

F(
    "phinisi_midtrans_snap_laravel_config_php",
    ("config/midtrans.php", "www/<<org>>/config/midtrans.php"),
    """<?php

// Pembayaran DP pesanan kapal (Midtrans Snap)
return [
    'merchant_id' => 'G<<n4>><<n4>>',
    'client_key' => 'Mid-client-<<serial>><<hex8>>',
    'server_key' => '<<cred>>',
    'is_production' => true,
    'is_sanitized' => true,
    'is_3ds' => true,
];
""",
    cred="p:midtrans_sk",
    syntax="",
)

F(
    "phinisi_xendit_invoice_go_client",
    ("services/<<org>>/invoice/xendit.go", "cmd/tagihan_<<n>>/main.go"),
    """package main

// Tagihan termin pembangunan kapal ke pembeli luar negeri (Xendit invoice)

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
)

const xenditSecretKey = "<<cred>>"

func createInvoice(extID string, amount int64, email string) error {
	body, _ := json.Marshal(map[string]any{
		"external_id": extID,
		"amount":      amount,
		"payer_email": email,
		"description": "Termin 2 - <<vessel>>",
		"currency":    "IDR",
	})
	req, _ := http.NewRequest("POST", "https://api.xendit.co/v2/invoices", bytes.NewReader(body))
	req.SetBasicAuth(xenditSecretKey, "")
	req.Header.Set("Content-Type", "application/json")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	fmt.Println(res.Status)
	return nil
}

func main() { _ = createInvoice("PNS-<<n4>>", <<n4>>000000, "<<email2>>") }
""",
    cred="p:xendit_sk",
    syntax="",
)

F(
    "phinisi_timber_kiln_moisture_esp32_ino",
    ("kiln_monitor/kiln_monitor.ino", "Arduino/oven_kayu_<<n>>/oven_kayu_<<n>>.ino"),
    """// Monitor kadar air kayu ulin / jati di oven pengering (ESP32 + sensor DHT22 + pin meter)
#include <WiFi.h>
#include <HTTPClient.h>

const char* ssid = "GALANGAN-<<orgc>>";
const char* password = "<<cred>>";
const char* endpoint = "http://<<lan>>:1880/kiln";

void setup() {
  Serial.begin(115200);
  WiFi.begin(ssid, password);
  while (WiFi.status() != WL_CONNECTED) { delay(500); Serial.print("."); }
}

void loop() {
  HTTPClient http;
  http.begin(endpoint);
  http.POST(String("{\\"moist\\":") + analogRead(34) + "}");
  http.end();
  delay(60000);
}
""",
    cred="pw_dq",
    syntax="",
)

F(
    "phinisi_accurate_firebird_gbak_backup_bat",
    ("backup/backup_accurate.bat", "C/Accurate/backup_harian_<<n>>.bat"),
    """@echo off
REM Backup database Accurate 5 (Firebird) - tiap malam jam 22:00 lewat Task Scheduler
set TGL=%date:~-4%%date:~3,2%%date:~0,2%
"C:\\Program Files (x86)\\CPSSoft\\ACCURATE5 Enterprise\\Firebird\\bin\\gbak.exe" -b -user SYSDBA -password <<cred>> "localhost:D:\\Accurate\\GALANGAN.GDB" "E:\\backup\\GALANGAN_%TGL%.fbk"
if errorlevel 1 echo GAGAL %TGL% >> E:\\backup\\log.txt
""",
    cred="pw_bare",
    syntax="",
)

F(
    "phinisi_yard_cctv_go2rtc_yaml_rtsp",
    ("go2rtc/<<org>>/go2rtc.yaml", "opt/cctv-<<n>>/go2rtc.yml"),
    """# Kamera galangan (slipway, gudang kayu, gerbang)
streams:
  slipway:
    - rtsp://admin:<<cred>>@<<lan>>:554/Streaming/Channels/101
  gudang_kayu:
    - rtsp://<<ip>>:554/onvif1
api:
  listen: ":1984"
webrtc:
  candidates:
    - stun:8555
""",
    cred="pw_url",
)

F(
    "phinisi_buyer_email_dropbox_drawings_password",
    ("Mail/Terkirim/<<ymd>>_gambar_kapal.eml", "Thunderbird/<<user>>/Sent/drawings_<<n>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: charter.owner@<<org>>-yachts.com
Cc: <<email2>>
Subject: Lines plan & GA drawings - <<vessel>> (Dropbox)
Date: Thu, <<d>> Aug <<y>> <<hms>> +0800
Content-Type: text/plain; charset=UTF-8

Dear Sir,

The lines plan, general arrangement and the photos of the keel laying in Tana Beru
are in our Dropbox shared folder. The link is protected:

https://www.dropbox.com/scl/fo/<<hex8>><<serial>>/galangan-<<n>>
Password: <<cred>>

Mohon maaf for the delay, the ulin wood from Kalimantan only arrived last week.

Salam,
<<fn>> <<ln>>
Galangan Kapal <<orgc>>, Bulukumba
""",
    cred="human",
)

F(
    "phinisi_material_stock_csv_akun_semicolon",
    ("Dokumen/akun_sistem_<<y>>.csv", "shared/gudang/akun_<<n>>.csv"),
    """nama;jabatan;sistem;akun;kata sandi;catatan
<<fn>> <<ln>>;kepala gudang;Accurate 5;<<user>>;<<cred>>;stok kayu ulin & paku
<<fn2>> <<ln2>>;admin;Midtrans;<<email2>>;(di HP bos);
""",
    cred="human_x",
)
