# ruff: noqa: E501
"""Family d: an aircraft maintenance shop (AMO) at Halim, Jakarta (Indonesia; Indonesian)."""

from __future__ import annotations

from eightythird_spec import Fam, alnum, prov, shared_strings, wa

F = Fam(
    name="bengkel_aircraft_maintenance_indonesia",
    orgs=("rajawaliteknik", "nusantaramro", "elangservis", "halimaero"),
    tld="co.id",
    first=tuple(
        (n, n.lower())
        for n in ("Budi", "Siti", "Agus", "Dewi", "Rizky", "Putri", "Bambang", "Wahyu", "Ratna")
    ),
    last=tuple(
        (n, n.lower())
        for n in ("Santoso", "Wijaya", "Saputra", "Hidayat", "Nugroho", "Lestari", "Pratama")
    ),
    words=(
        "garuda",
        "rajawali",
        "merapi",
        "bromo",
        "komodo",
        "bali",
        "halim",
        "nusantara",
        "rendang",
        "elang",
        "merdeka",
        "sabang",
        "merauke",
        "avtur",
        "baut",
        "kopi",
    ),
    pets=("oyen", "belang", "milo", "cemong", "mochi", "bleki"),
    cc="62",
    places=("Halim", "Pondok Cabe", "Batam", "Surabaya", "Makassar"),
    regs=("PK-WHF", "PK-LUT", "PK-SNE", "PK-RJW", "PK-BKS"),
    tz="+0700",
)

F.reg(
    "bengkel_traxxall_api_powershell_bearer",
    ("scripts/traxxall_due_list_<<nn>>.ps1", "it/<<fa>>/tarik_due_list_<<date>>.ps1"),
    """# Tarik daftar inspeksi jatuh tempo dari Traxxall untuk rapat pagi
$token = "<<cred>>"
$headers = @{ Authorization = "Bearer $token"; Accept = "application/json" }
$tail = "<<reg>>"
$due = Invoke-RestMethod -Uri "https://api.traxxall.com/v1/aircraft/$tail/due-items?days=30" -Headers $headers
$due | Select-Object ataChapter, description, dueDate, hoursRemaining |
    Export-Csv -Path "\\\\fileserver\\planning\\due_$tail.csv" -NoTypeInformation -Encoding UTF8
""",
    "p:jwt",
    syntax="",
)

F.reg(
    "bengkel_amos_oracle_sqlplus_nightly_export_sh",
    ("cron/amos_export_<<nn>>.sh", "opt/<<org>>/bin/amos_tarik_<<date>>.sh"),
    """#!/bin/bash
# Ekspor work order AMOS tiap malam ke folder QA
export ORACLE_HOME=/u01/app/oracle/product/19c/client_1
export PATH=$ORACLE_HOME/bin:$PATH
TGL=$(date +%Y%m%d)
sqlplus -s amos_ro/<<cred>>@//<<ip>>:1521/AMOSPRD <<'SQL' > /data/qa/wo_$TGL.csv
SET COLSEP ',' PAGESIZE 0 FEEDBACK OFF
SELECT wo_no, ac_registr, ata_chapter, status FROM wo_header WHERE last_update > SYSDATE - 1;
EXIT
SQL
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "bengkel_indonesian_whatsapp_kata_sandi_portal_pabrikan",
    ("WhatsApp Chat dengan Teknisi <<orgc>> <<nn>>.txt", "chat/teknisi_<<date>>.txt"),
    lambda s: wa(
        [
            (s["first"], f"Mas {s['first2']}, {s['reg']} masuk hangar jam 2 buat inspeksi 100 jam"),
            (s["first2"], "Siap pak. Manual servis di portal pabrikan masih pakai akun lama?"),
            (s["first"], f"Iya, user {s['user']}"),
            (s["first"], f"kata sandinya {s['cred']}"),
            (s["first2"], "Oke masuk pak 👍"),
            (s["first"], "Jangan lupa isi CRS sebelum release ya"),
        ],
        s,
    ),
    "human",
    syntax="",
)

F.reg(
    "bengkel_midtrans_server_key_laravel_env",
    ("portal-pelanggan/.env", "apps/<<org>>-invoice/.env"),
    """APP_NAME="<<orgc>> Invoice"
APP_ENV=production
APP_KEY=base64:<<appkey>>
APP_URL=https://invoice.<<dom>>
DB_CONNECTION=mysql
DB_HOST=<<ip>>
DB_DATABASE=invoice
DB_USERNAME=invoice
DB_PASSWORD=${DB_PASSWORD_FROM_VAULT}
MIDTRANS_IS_PRODUCTION=true
MIDTRANS_CLIENT_KEY=Mid-client-<<ck>>
MIDTRANS_SERVER_KEY=<<cred>>
""",
    "p:midtrans",
    extra=lambda rng, s: s.update(appkey=prov(rng, "azure_sas"), ck=alnum(rng, 16)),
    syntax="",
)

F.reg(
    "bengkel_tool_crib_calibration_my_cnf_client",
    ("home/<<fa>>/.my.cnf", "toolcrib/<<place>>/my_<<nn>>.cnf"),
    """# gudang alat kalibrasi (torque wrench, multimeter) – database kalibrasi
[client]
user=kalibrasi
password="<<cred>>"
host=<<ip>>
database=toolcrib

[mysqldump]
single-transaction
""",
    "pw_dq",
    syntax="",
)

F.reg(
    "bengkel_work_order_xlsx_shared_strings_akun",
    (
        "planning/akun_sistem_<<y>>/xl/sharedStrings.xml",
        "qa/<<org>>_akses_<<nn>>/xl/sharedStrings.xml",
    ),
    lambda s: shared_strings(
        [
            "Sistem",
            "Pengguna",
            "Kata sandi",
            "Keterangan",
            "AMOS",
            s["user"],
            s["cred"],
            f"Teknisi {s['place']}",
            "Portal suku cadang",
            "gudang",
            "lihat KeePass",
            "Gudang",
        ]
    ),
    "human",
)

F.reg(
    "bengkel_ndt_reports_cifs_credentials_file",
    ("etc/samba/cred_ndt_<<nn>>", "root/.smbcred_<<place>>_<<nn>>"),
    """username=ndt_<<la>>
password=<<cred>>
domain=<<orgc>>
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "bengkel_xendit_invoice_go_client",
    ("cmd/tagihan/main_<<nn>>.go", "internal/pembayaran/xendit_<<date>>.go"),
    """package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
)

const xenditSecretKey = "<<cred>>"

func buatInvoice(woNo string, jumlah int) error {
	body, _ := json.Marshal(map[string]any{
		"external_id": "WO-" + woNo,
		"amount":      jumlah,
		"description": "Perawatan pesawat <<reg>>",
	})
	req, _ := http.NewRequest("POST", "https://api.xendit.co/v2/invoices", bytes.NewReader(body))
	req.SetBasicAuth(xenditSecretKey, "")
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	fmt.Println("invoice", resp.Status)
	return nil
}

func main() { _ = buatInvoice("<<nn>>", 12500000) }
""",
    "p:xendit",
    syntax="",
)
