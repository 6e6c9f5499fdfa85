# ruff: noqa: E501
"""Family e: a vegetable and household-goods stall with an M-Pesa till at a market in Kisumu
(Kenya), Swahili and Kenyan English."""

from __future__ import annotations

from sixtyfourth_spec import Fam, hexs

F = Fam(
    "soko_stall_kisumu",
    ("sokonuru", "mamambogastores", "kibandabaraka", "sokojipya"),
    "co.ke",
    ("Akinyi", "Otieno", "Wanjiku", "Kamau", "Achieng", "Omondi", "Mwajuma", "Baraka"),
    ("Odhiambo", "Mwangi", "Owino", "Njoroge", "Ouma", "Wekesa"),
    (
        "soko",
        "mboga",
        "sukuma",
        "unga",
        "chapati",
        "kisumu",
        "samaki",
        "tilapia",
        "mandazi",
        "harambee",
        "baraka",
        "dunga",
    ),
    ("Simba", "Bosco", "Jimmy", "Tiger", "Rex", "Bahati"),
    "254",
    ("07########", "011#######"),
    "Kisumu",
)

F.reg(
    "soko_daraja_stk_push_dotenv_passkey",
    ("stk-push/.env", "Documents/mpesa-<<org>>/.env"),
    """# Lipa na M-Pesa (STK push) for WhatsApp orders
MPESA_ENV=production
MPESA_SHORTCODE=<<num>><<n>>
MPESA_CONSUMER_KEY=<<hex8>><<hex8>><<hex8>>
MPESA_CONSUMER_SECRET=<<hex8>><<hex8>>
MPESA_PASSKEY=<<cred>>
MPESA_CALLBACK_URL=https://pay.<<dom>>/mpesa/callback
""",
    "p:daraja_passkey",
)

F.reg(
    "soko_whatsapp_swahili_nenosiri_jumia",
    ("WhatsApp/WhatsApp Chat with <<first2>>.txt", "Download/WhatsApp Chat - Duka <<n>>.txt"),
    """<<dsl>>, <<t>> - Messages and calls are end-to-end encrypted.
<<dsl>>, <<t>> - <<first2>>: Mama, Jumia wametuma order mpya ya sufuria lakini siwezi kuingia
<<dsl>>, <<t>> - <<first>> <<last>>: Tumia email ya duka <<mail>>
<<dsl>>, <<t2>> - <<first>> <<last>>: Nenosiri ni <<cred>>
<<dsl>>, <<t2>> - <<first2>>: Asante, nimeingia. Nitapack kesho asubuhi
""",
    "human",
)

F.reg(
    "soko_sms_to_text_csv_nenosiri_wholesaler",
    ("Download/SMS_export_<<d>>.csv", "Documents/sms_backup_<<n>>.csv"),
    """"Date","Type","Number","Name","Message"
"<<d>> <<t>>","Received","MPESA","","QK<<serial>> Confirmed. Ksh1,250.00 received from <<first2>> <<mob2>> on <<dsl>> at <<t>>. New Till balance is Ksh8,430.00."
"<<d>> <<t2>>","Received","WHOLESALE","","Karibu <<first>>! Akaunti yako ya kuagiza mzigo imefunguliwa. Jina: <<uname>> Nenosiri: <<cred>> Badilisha nenosiri baada ya kuingia."
"<<d>> <<t2>>","Sent","<<mob2>>","<<first2>>","Asante, mzigo uletwe Jumamosi"
""",
    "pw",
    syntax="",
)

F.reg(
    "soko_pos_tablet_shared_prefs_api_token_xml",
    (
        "data/data/ke.soko.pos/shared_prefs/session.xml",
        "sdcard/backup/ke.soko.pos_<<n>>/shared_prefs/session.xml",
    ),
    """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="shop_name">Duka la <<first>></string>
    <string name="till_number"><<num>><<n>></string>
    <string name="api_base">https://api.<<dom>>/v1</string>
    <string name="api_token"><<cred>></string>
    <boolean name="print_receipt" value="true" />
    <long name="last_sync" value="<<epoch>>000" />
</map>
""",
    "p:jwt",
)

F.reg(
    "soko_jumia_seller_center_api_key_php",
    ("public_html/jumia/sync.php", "htdocs/<<org>>/jumia_sync_<<n>>.php"),
    """<?php
// Jumia Seller Center: sasisha stock kila saa
$userId = '<<mail>>';
$apiKey = '<<cred>>';
$params = [
    'Action' => 'ProductUpdate',
    'Format' => 'JSON',
    'Timestamp' => gmdate(DATE_ATOM),
    'UserID' => $userId,
    'Version' => '1.0',
];
ksort($params);
$params['Signature'] = rawurlencode(hash_hmac('sha256', http_build_query($params, '', '&', PHP_QUERY_RFC3986), $apiKey, false));
$url = 'https://sellercenter-api.jumia.co.ke/?' . http_build_query($params);
""",
    "hex:40",
    syntax="",
)

F.reg(
    "soko_chama_logins_csv_nenosiri_column",
    ("Documents/chama_<<y>>.csv", "Desktop/akaunti_za_duka_<<n>>.csv"),
    """Huduma,Jina la mtumiaji,Nenosiri,Simu,Maoni
Jumia,<<mail>>,<<cred>>,<<mob>>,duka la mtandaoni
Facebook page,<<uname>>,-,<<mob>>,anatumia <<first2>>
KPLC tokens,meter 3<<num>><<num>>,-,-,-
""",
    "human",
    syntax="",
)

F.reg(
    "soko_maelekezo_msaidizi_mpya_wifi_cctv_txt",
    ("Documents/maelekezo_msaidizi_mpya.txt", "Desktop/MAELEKEZO_<<n>>.txt"),
    """MAELEKEZO KWA MSAIDIZI MPYA - <<dmy>>
1. Fungua duka saa 12:30 asubuhi (6:30am). Funguo ziko kwa mlinzi.
2. Wateja wakilipa kwa M-Pesa, angalia SMS kwenye simu ya duka kabla ya kuwapa mzigo.
3. WiFi ya duka: <<orgt>>_Safaricom
   Nenosiri la WiFi: <<cred>>
4. CCTV inaonekana kwenye app ya Hik-Connect (simu ya duka tu).
5. Usiuze kwa mkopo bila ruhusa ya <<first>>.
""",
    "human",
    syntax="",
)

F.reg(
    "soko_africastalking_sms_reminders_python",
    ("Documents/sms_madeni/tuma_sms.py", "Desktop/reminders_<<n>>.py"),
    '''"""Tuma SMS kwa wateja wenye madeni (Africa's Talking)."""

import africastalking

USERNAME = "<<org>>"
API_KEY = "<<cred>>"

africastalking.initialize(USERNAME, API_KEY)
sms = africastalking.SMS

madeni = {"+<<cc>><<mob2>>": 450}
for simu, kiasi in madeni.items():
    sms.send(f"Habari, deni lako dukani ni Ksh{kiasi}. Asante.", [simu], sender_id="<<orgt>>")
''',
    lambda r, f, s: "atsk_" + hexs(r, 64),
)
