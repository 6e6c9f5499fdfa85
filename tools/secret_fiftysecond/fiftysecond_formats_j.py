# ruff: noqa: E501
"""Family j: an Islamic boarding school (pesantren) with a madrasah in West Java
(Indonesia): digital report cards, CBT, WhatsApp gateway, tuition payments; Indonesian."""

from __future__ import annotations

import base64
import json

from fiftysecond_spec import Fam, enc_b64

F = Fam(
    "pesantren_madrasah_lms",
    (("cahayailmu", "Pondok Pesantren Cahaya Ilmu"), ("cahayailmu", "MA Cahaya Ilmu")),
    "sch.id",
    ("Ahmad", "Siti", "Rizki", "Nurul", "Fajar", "Dewi", "Hendra", "Aisyah"),
    ("Hidayat", "Rahmawati", "Saputra", "Lestari", "Nugroho", "Kurniawan", "Wulandari", "Setiawan"),
    (
        "bandung",
        "santri",
        "cahaya",
        "ilmu",
        "merapi",
        "garuda",
        "melati",
        "barokah",
        "sunda",
        "pelangi",
    ),
    ("Bandung", "Garut", "Tasikmalaya", "Cianjur"),
    ("ahmad", "siti", "rizki", "nurul", "fajar", "dewi", "hendra", "aisyah"),
    ("hidayat", "rahmawati", "saputra", "lestari", "nugroho", "kurniawan", "wulandari", "setiawan"),
    "+62",
)

F.reg(
    "pesantren_whatsapp_kata_sandi_emis_operator",
    ("WhatsApp Chat with Operator Madrasah <<n>>.txt", "Download/chat_operator_<<n>>.txt"),
    """<<dmys>> <<hm>> - <<first2>>: Assalamualaikum pak, akun EMIS operator kita kena logout, kata sandinya apa ya?
<<dmys>> <<hm>> - <<first>> <<last>>: Waalaikumsalam. Username operator<<n>>, kata sandi <<cred>>
<<dmys>> <<hm>> - <<first>> <<last>>: Jangan disebar ke grup wali santri ya bu
<<dmys>> <<hm2>> - <<first2>>: Siap pak, sudah bisa masuk. Jazakallah khair
""",
    "human",
)

F.reg(
    "pesantren_rapor_digital_laravel_env_db",
    ("var/www/rapor/.env", "home/<<user>>/rapor-madrasah-<<n>>/.env"),
    """APP_NAME="Rapor Digital <<orgname>>"
APP_ENV=production
APP_KEY=base64:<<hexid>>AbCdEf/Gh1jKlMn0pQrStUvWxYz0123456789AB=
APP_DEBUG=false
APP_URL=https://rapor.<<dom>>

DB_CONNECTION=mysql
DB_HOST=<<ip>>
DB_PORT=3306
DB_DATABASE=rapor_ma
DB_USERNAME=rapor
DB_PASSWORD=<<cred>>

MAIL_MAILER=log
""",
    "pw",
)

F.reg(
    "pesantren_fonnte_wa_gateway_php_token_wali",
    ("public_html/notif/kirim_wa.php", "app/Helpers/WaGateway<<n>>.php"),
    """<?php
// Kirim notifikasi absensi & SPP ke wali santri lewat WhatsApp gateway
$token = "<<cred>>";

function kirim_wa($target, $pesan) {
    global $token;
    $curl = curl_init();
    curl_setopt_array($curl, [
        CURLOPT_URL => 'https://api.fonnte.com/send',
        CURLOPT_RETURNTRANSFER => true,
        CURLOPT_POST => true,
        CURLOPT_POSTFIELDS => ['target' => $target, 'message' => $pesan, 'countryCode' => '62'],
        CURLOPT_HTTPHEADER => ["Authorization: $token"],
    ]);
    $res = curl_exec($curl);
    curl_close($curl);
    return $res;
}
""",
    "p:fonnte",
    syntax="",
)

F.reg(
    "pesantren_mikrotik_hotspot_user_asrama",
    ("backup/mikrotik/hotspot_asrama_<<date>>.rsc", "Documents/mikrotik/asrama_<<n>>.rsc"),
    """# <<date>> <<hm>>:02 by RouterOS 6.49.15
# model = RB750Gr3
/ip hotspot profile
add dns-name=login.asrama hotspot-address=10.5.50.1 name=hsprof-asrama
/ip hotspot user profile
add name=ustadz rate-limit=5M/10M shared-users=2
add name=santri rate-limit=1M/2M shared-users=1
/ip hotspot user
add name=ustadz-<<fa>> password=<<cred>> profile=ustadz
add name=lab-komputer profile=santri
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "pesantren_apps_script_spp_midtrans_server_key",
    ("Apps Script/Pembayaran SPP/Kode.gs", "gas/spp_<<n>>/Code.gs"),
    """// Buat tautan pembayaran SPP dari Google Sheet "Tagihan"
const MIDTRANS_SERVER_KEY = '<<cred>>';
const SNAP_URL = 'https://app.midtrans.com/snap/v1/transactions';

function buatTautan(row) {
  const sh = SpreadsheetApp.getActive().getSheetByName('Tagihan');
  const [nis, nama, nominal] = sh.getRange(row, 1, 1, 3).getValues()[0];
  const res = UrlFetchApp.fetch(SNAP_URL, {
    method: 'post',
    contentType: 'application/json',
    headers: { Authorization: 'Basic ' + Utilities.base64Encode(MIDTRANS_SERVER_KEY + ':') },
    payload: JSON.stringify({ transaction_details: { order_id: 'SPP-' + nis + '-' + Date.now(), gross_amount: nominal } }),
  });
  sh.getRange(row, 5).setValue(JSON.parse(res.getContentText()).redirect_url);
}
""",
    "p:midtrans",
    syntax="",
)

F.reg(
    "pesantren_email_kata_sandi_akun_belajar_id",
    ("Mail/Terkirim/akun_belajar_<<n>>.eml", "surat/akun_guru_<<n6>>.eml"),
    """From: Operator <<orgname>> <operator@<<dom>>>
To: <<email2>>
Subject: Akun belajar.id untuk Bapak/Ibu Guru
Date: <<date>> <<hm>>:45 +0700
Content-Type: text/plain; charset=UTF-8

Assalamualaikum Bapak/Ibu,

Berikut akun belajar.id untuk mengakses Google Classroom dan Rumah Pendidikan:
Email   : <<fa>>.<<la>><<n>>@guru.ma.belajar.id
Kata sandi sementara : <<cred>>

Mohon segera diganti setelah login pertama dan aktifkan verifikasi dua langkah.

Wassalamualaikum,
<<first>> <<last>>
Operator Madrasah
""",
    "human",
)

F.reg(
    "pesantren_spreadsheetml_akun_guru_cbt",
    ("Dokumen/akun_cbt_guru_<<year>>.xml", "Operator/CBT/akun_pengawas_<<n>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Pengawas">
  <Table>
   <Row>
    <Cell><Data ss:Type="String">No</Data></Cell>
    <Cell><Data ss:Type="String">Nama Pengawas</Data></Cell>
    <Cell><Data ss:Type="String">Username</Data></Cell>
    <Cell><Data ss:Type="String">Password</Data></Cell>
    <Cell><Data ss:Type="String">Ruang</Data></Cell>
   </Row>
   <Row>
    <Cell><Data ss:Type="Number">1</Data></Cell>
    <Cell><Data ss:Type="String"><<first>> <<last>></Data></Cell>
    <Cell><Data ss:Type="String">pengawas<<n>></Data></Cell>
    <Cell><Data ss:Type="String"><<cred>></Data></Cell>
    <Cell><Data ss:Type="String">Lab <<n>></Data></Cell>
   </Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    "pw_xml",
)


def _docker(s) -> str:
    return (
        json.dumps(
            {"auths": {f"registry.{s['dom']}": {"auth": s["enc"]}}, "currentContext": "default"},
            indent="\t",
        )
        + "\n"
    )


F.reg(
    "pesantren_docker_config_json_registry_auth_base64",
    ("home/<<user>>/.docker/config.json", "root/.docker/config.json"),
    _docker,
    "pw_json",
    extra=lambda rng, s: s.__setitem__("enc", enc_b64(f"deploy{s['n']}:{s['cred']}")),
    decode=lambda t: (
        base64.b64decode(next(iter(json.loads(t)["auths"].values()))["auth"])
        .decode()
        .split(":", 1)[1]
    ),
)
