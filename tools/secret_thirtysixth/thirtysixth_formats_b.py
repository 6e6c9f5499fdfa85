# ruff: noqa: E501
"""Family b: a mosque (masjid / surau) committee in Malaysia and Indonesia: zakat and korban
payments, prayer-time displays, Friday sermon streams, treasurer chats."""

from __future__ import annotations

from thirtysixth_spec import human_with, reg

FAM = "masjid_mosque_zakat_kariah"
ORGS = ("surau-bukit-indah", "masjid-taman-seri")
HUMAN = human_with(
    "masjid", "surau", "jumaat", "zakat", "korban", "ramadan", "syawal", "tabung", "kariah",
    "imam", "bilal", "makmur",
    firsts=("Ahmad", "Siti", "Hafiz", "Nurul", "Rahman", "Aminah"),
)  # fmt: skip

reg(
    FAM,
    ORGS,
    "masjid_zakat_toyyibpay_php_array",
    ("web/<<org>>/zakat/config/toyyibpay.php", "public_html/masjid<<n>>/inc/bayaran.php"),
    """<?php
// Bayaran zakat fitrah & infaq online melalui toyyibPay
return [
    'userSecretKey'   => '<<cred>>',
    'categoryCode'    => '<<hex8>>',
    'billReturnUrl'   => 'https://<<dom>>/zakat/terima-kasih',
    'billCallbackUrl' => 'https://<<dom>>/zakat/callback',
    'billPriceSetting'=> 1,
    'billPayorInfo'   => 1,
    'sandbox'         => false,
];
""",
    "p:toyyibpay",
)

reg(
    FAM,
    ORGS,
    "masjid_korban_billplz_node_basic_key",
    ("korban-<<year>>/<<org>>/src/billplz.js", "apps/korban<<n>>/lib/payment.js"),
    """// Pendaftaran bahagian korban: satu bil Billplz untuk setiap peserta
const axios = require('axios');

const BILLPLZ_API_KEY = '<<cred>>';
const COLLECTION_ID = '<<hex8>>';

async function cipta_bil(peserta) {
  const res = await axios.post(
    'https://www.billplz.com/api/v3/bills',
    {
      collection_id: COLLECTION_ID,
      email: peserta.emel,
      name: peserta.nama,
      amount: peserta.bahagian * 85000,
      callback_url: 'https://<<dom>>/korban/cb',
      description: `Korban ${peserta.bahagian} bahagian`,
    },
    { auth: { username: BILLPLZ_API_KEY, password: '' } }
  );
  return res.data.url;
}

module.exports = { cipta_bil };
""",
    "p:billplz",
)

reg(
    FAM,
    ORGS,
    "masjid_jadual_solat_display_wpa_supplicant",
    ("paparan-solat/<<org>>/boot/wpa_supplicant.conf", "sdcard-<<n>>/wpa_supplicant.conf"),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=MY

# TV jadual waktu solat di dewan solat utama
network={
    ssid="Masjid_<<ulast>>_Staff"
    psk="<<cred>>"
    key_mgmt=WPA-PSK
    priority=10
}
""",
    "pw_dq",
)

reg(
    FAM,
    ORGS,
    "masjid_bendahari_whatsapp_kata_laluan_reply",
    (
        "whatsapp/<<org>>/Sembang WhatsApp dengan Bendahari <<n>>.txt",
        "telefon/<<first>>/ajk_<<date>>.txt",
    ),
    """<<date_sl>>, <<time>> - <<ufirst>>: Assalamualaikum tuan, kata laluan akaun bank tabung masjid yang baru apa ya? Nak semak kutipan Jumaat
<<date_sl>>, <<time>> - Bendahari Hj Rahman: Waalaikumussalam
<<date_sl>>, <<time>> - Bendahari Hj Rahman: <<cred>>
<<date_sl>>, <<time>> - Bendahari Hj Rahman: Jangan kongsi dengan orang lain ya
<<date_sl>>, <<time>> - <<ufirst>>: Baik, terima kasih 🙏
""",
    HUMAN,
)

reg(
    FAM,
    ORGS,
    "masjid_arabic_email_khutbah_stream_key",
    ("mail/<<org>>/khutbah-jumaat-<<date>>.eml", "export/imam/<<n>>_stream.eml"),
    """From: <<email>>
To: media@<<dom>>
Subject: =?UTF-8?B?2YXZgdiq2KfYrSDYp9mE2KjYqw==?=
Date: <<maildate>> +0800
Content-Type: text/plain; charset=utf-8

السلام عليكم ورحمة الله،

لبث خطبة الجمعة على يوتيوب هذا الأسبوع، استخدموا مفتاح البث التالي في OBS:

مفتاح البث: <<cred>>
الخادم: rtmp://a.rtmp.youtube.com/live2

جزاكم الله خيرا
<<ufirst>>
""",
    "p:youtube",
)

reg(
    FAM,
    ORGS,
    "masjid_indonesian_kas_infaq_xendit_go",
    ("infaq-online/<<org>>/internal/pembayaran/xendit.go", "src/kas<<n>>/xendit.go"),
    """package pembayaran

import (
	"github.com/xendit/xendit-go/v6"
)

// Kunci rahasia Xendit untuk kas infaq masjid (QRIS dan VA)
const xenditSecretKey = "<<cred>>"

func Klien() *xendit.APIClient {
	return xendit.NewClient(xenditSecretKey)
}
""",
    "p:xendit",
)

reg(
    FAM,
    ORGS,
    "masjid_korban_registration_laravel_env_app_key",
    ("daftar-korban/<<org>>/.env", "var/www/korban<<n>>/.env"),
    """APP_NAME="Pendaftaran Korban <<ulast>>"
APP_ENV=production
APP_KEY=base64:<<cred>>
APP_DEBUG=false
APP_URL=https://korban.<<dom>>

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_PORT=3306
DB_DATABASE=korban
DB_USERNAME=korban

MAIL_MAILER=log
""",
    "b64:32",
)

reg(
    FAM,
    ORGS,
    "masjid_ajk_nota_tulisan_tangan_ocr_next_line",
    ("imbasan/<<org>>/nota_ajk_<<n>>.txt", "scan/<<date>>/surau_nota.ocr.txt"),
    """NOTA MESYUARAT AJK - <<date_sl>>
1. Gotong-royong bersihkan kawasan - Sabtu ini
2. Wifi surau (untuk jemaah TIDAK)
   nama: SurauStaff_5G
   kata laluan
   <<cred>>
3. Kunci stor: pada Bilal
""",
    HUMAN,
)
