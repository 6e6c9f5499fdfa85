"""Family e: a student radio station at an Indonesian university (Indonesian, Javanese)."""
# ruff: noqa: E501

from __future__ import annotations

from ninetyeighth_spec import Fam

F = Fam(
    name="radiokampus_student_station",
    key="radiokampus",
    orgs=("suarakampus", "swaragama", "rakafm", "gelombangmuda", "kampusia"),
    tld="ac.id",
    first=(
        ("Putri", "putri"),
        ("Bagus", "bagus"),
        ("Dewi", "dewi"),
        ("Rizky", "rizky"),
        ("Ayu", "ayu"),
        ("Fajar", "fajar"),
        ("Nadia", "nadia"),
        ("Dimas", "dimas"),
    ),
    last=(
        ("Santoso", "santoso"),
        ("Wulandari", "wulandari"),
        ("Pratama", "pratama"),
        ("Hidayat", "hidayat"),
        ("Saputra", "saputra"),
        ("Lestari", "lestari"),
        ("Nugroho", "nugroho"),
    ),
    words=(
        "merdeka",
        "siaran",
        "gelombang",
        "sambal",
        "rendang",
        "kopi",
        "angkringan",
        "gudeg",
        "mahasiswa",
        "semangat",
        "malioboro",
        "batik",
        "senja",
        "pelangi",
        "garuda",
    ),
    pets=("mochi", "oyen", "belang", "kiki", "cimol", "bleki"),
    cc="+62",
    places=("Yogyakarta", "Bandung", "Malang", "Surabaya", "Depok"),
)

F.reg(
    "icecast_xml_source_password",
    ("etc/icecast2/icecast-<<n>>.xml", "server-radio/<<org>>/icecast.xml"),
    """<icecast>
    <location>Studio <<place>></location>
    <admin>teknik@<<dom>></admin>
    <limits>
        <clients>250</clients>
        <sources>3</sources>
    </limits>
    <authentication>
        <source-password><<cred>></source-password>
        <relay-password><<cred>></relay-password>
        <admin-user>admin</admin-user>
        <admin-password><<adm>></admin-password>
    </authentication>
    <hostname>stream.<<dom>></hostname>
    <listen-socket>
        <port>8000</port>
    </listen-socket>
    <mount type="normal">
        <mount-name>/live.mp3</mount-name>
        <stream-name><<org>> FM</stream-name>
    </mount>
    <fileserve>1</fileserve>
    <paths>
        <logdir>/var/log/icecast2</logdir>
        <webroot>/usr/share/icecast2/web</webroot>
    </paths>
</icecast>
""",
    cred="pw_xml",
    extra=lambda rng, s: {"adm": "radio" + str(rng.randint(1000, 9999)) + "Adm"},
)

F.reg(
    "butt_buttrc_server_profile",
    ("home/<<fa>>/.buttrc", "PC-Studio<<n>>/butt/buttrc"),
    """[main]
bg_color = 252645135
txt_color = -256
server = <<org>>_live
srv_ent = <<org>>_live;cadangan
icy = Siaran Pagi
icy_ent = Siaran Pagi
num_of_srv = 2
num_of_icy = 1

[<<org>>_live]
address = stream.<<dom>>
port = 8000
password = <<cred>>
type = 1
tls = 0
mount = live.mp3
usr = source

[cadangan]
address = <<pub>>
port = 8010
password = <<cred>>
type = 1
tls = 0
mount = cadangan.mp3
usr = source
""",
    cred="pw",
    syntax="ini",
)

F.reg(
    "whatsapp_indonesian_kata_sandi_streaming",
    (
        "WhatsApp/Chat WhatsApp dengan Divisi Teknik <<n>>.txt",
        "Unduhan/Chat WhatsApp dengan <<fn2>> <<year>>.txt",
    ),
    """<<day>>/<<mon>>/<<yy>> <<hh>>.<<mm>> - <<fn2>> <<ln2>>: Kak, siaran jam 7 nanti pakai laptop siapa? BUTT di laptopku minta password server
<<day>>/<<mon>>/<<yy>> <<hh>>.<<mm>> - <<fn>> <<ln>>: Pakai laptop studio aja dek. Tapi kalau mau di laptopmu, kata sandi source: <<cred>>
<<day>>/<<mon>>/<<yy>> <<hh>>.<<mm>> - <<fn>> <<ln>>: Jangan disebar ke grup besar ya 🙏
<<day>>/<<mon>>/<<yy>> <<hh>>.<<mm>> - <<fn2>> <<ln2>>: Siap kak, makasih!
""",
    cred="human",
    syntax="",
)

F.reg(
    "wordpress_wp_config_db",
    ("public_html-<<n>>/wp-config.php", "web-<<org>>-<<year>>/wp-config.php"),
    """<?php
/**
 * Konfigurasi dasar WordPress – situs radio <<org>>
 */

define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_wpuser' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

define( 'WP_DEBUG', false );
$table_prefix = 'wp<<n>>_';

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    cred="pw_sq",
    syntax="",
)

F.reg(
    "midtrans_donasi_node_server",
    ("donasi-<<year>>/server.js", "web-<<org>>/api/donasi-<<n>>.js"),
    """// Halaman donasi untuk perpanjangan izin siaran & server streaming
const express = require('express');
const midtransClient = require('midtrans-client');

const snap = new midtransClient.Snap({
  isProduction: true,
  serverKey: '<<cred>>',
  clientKey: 'Mid-client-<<hex8>>',
});

const app = express();
app.use(express.json());

app.post('/api/donasi', async (req, res) => {
  const order = { transaction_details: { order_id: 'DON-' + Date.now(), gross_amount: req.body.jumlah } };
  const tx = await snap.createTransaction(order);
  res.json({ token: tx.token });
});

app.listen(3000);
""",
    cred="p:midtrans",
    syntax="",
)

F.reg(
    "azuracast_api_key_playlist_script",
    ("scripts/upload_playlist_<<n>>.sh", "home/<<fa>>/azuracast/sync-<<org>>.sh"),
    """#!/bin/bash
# Upload rekaman siaran ke AzuraCast (station <<n>>) tiap malam
API="https://radio.<<dom>>/api"
KEY="<<cred>>"
for f in /srv/rekaman/$(date +%F)/*.mp3; do
  curl -s -X POST -H "X-API-Key: $KEY" \\
       -F "path=arsip/$(basename "$f")" -F "file=@$f" \\
       "$API/station/<<n>>/files/upload"
done
""",
    cred=lambda rng, s: (
        __import__("ninetyeighth_spec").hexs(rng, 16)
        + ":"
        + __import__("ninetyeighth_spec").hexs(rng, 32)
    ),
    syntax="",
)


def _shared(s: dict) -> str:
    items = [
        "Hari",
        "Jam",
        "Program",
        "Penyiar",
        "Login PC playout",
        s["dmys"],
        "07.00",
        "Pagi Ceria",
        f"{s['fn']} {s['ln']}",
        "studio1",
        s["cred"],
        "19.00",
        "Kopi Senja",
        f"{s['fn2']} {s['ln2']}",
    ]
    si = "".join(f"<si><t>{x}</t></si>" for x in items)
    return f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="{len(items)}" uniqueCount="{len(items)}">{si}</sst>\n'


F.reg(
    "jadwal_siaran_xlsx_sharedstrings",
    (
        "jadwal_siaran_<<mon>>_<<year>>/xl/sharedStrings.xml",
        "unzipped/Jadwal Siaran <<n>>/xl/sharedStrings.xml",
    ),
    _shared,
    cred="human_x",
)

F.reg(
    "telegram_copied_reply_only",
    ("catatan/telegram_<<fa2>>_<<n>>.txt", "Documents/copas_tele_<<date>>.txt"),
    """<<fn2>> <<ln2>>, [<<day>>.<<mon>>.<<yy>> <<time>>]
kak, password admin wordpress radio apa ya? mau posting jadwal

<<fn>> <<ln>>, [<<day>>.<<mon>>.<<yy>> <<time>>]
<<cred>>

<<fn2>> <<ln2>>, [<<day>>.<<mon>>.<<yy>> <<time>>]
oke makasih kak
""",
    cred="human_x",
    syntax="",
)
