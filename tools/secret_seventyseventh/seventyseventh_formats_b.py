# ruff: noqa: E501
"""Family b: a funeral parlour in Ashanti (Ghana; English and Twi)."""

from __future__ import annotations

from seventyseventh_spec import FAM_B, either

FAM_B.reg(
    "ayie_twi_whatsapp_wifi_ahintasem_funeral_grounds",
    ("WhatsApp Chat with <<fa2c>> Ayie.txt", "phones/<<fa>>/WhatsApp Chat - Funeral <<date>>.txt"),
    """[<<dmy>>, <<hm>>:12] <<full>>: Maakye <<fl2>>, the canopies for Nana's one-week are up at <<place>>
[<<dmy>>, <<hm>>:40] <<full2>>: Yɛda wo ase 🙏🏾 the livestream boys say the router no ma internet
[<<dmy>>, <<hm2>>:03] <<full>>: Network no ne <<orgc>>-Grounds
[<<dmy>>, <<hm2>>:03] <<full>>: password no ne <<cred>>
[<<dmy>>, <<hm2>>:31] <<full2>>: Ɛyɛ! it's working now
""",
    "human",
)

FAM_B.reg(
    "ayie_hubtel_sms_obituary_node_client_secret",
    ("obituary-sms/<<org>>/send.js", "src/notify/hubtel_<<n>>.js"),
    """// Sends the obituary & funeral programme SMS to the family list via Hubtel
const axios = require('axios');

const HUBTEL_CLIENT_ID = '<<hex8>>';
const HUBTEL_CLIENT_SECRET = '<<cred>>';
const SENDER = 'AYIE';

async function sendObituary(to, name, date) {
  const content = `Da yie ${name}. Funeral rites: ${date}, <<place>>. - <<orgc>>`;
  return axios.get('https://smsc.hubtel.com/v1/messages/send', {
    params: { clientid: HUBTEL_CLIENT_ID, clientsecret: HUBTEL_CLIENT_SECRET, from: SENDER, to, content },
  });
}

module.exports = { sendObituary };
""",
    "p:hubtel",
    syntax="",
)

FAM_B.reg(
    "ayie_mortuary_cold_room_home_assistant_secrets_yaml",
    ("homeassistant/secrets.yaml", "config/<<org>>/ha/secrets.yaml"),
    """# Mortuary cold room monitoring (Sonoff TH + ESPHome) - <<orgc>> <<place>>
wifi_ssid: <<orgc>>-Mortuary
wifi_password: <<cred>>
latitude_home: 6.6885
longitude_home: -1.6244
telegram_chat_id: -100<<n4>><<n3>>
""",
    "human",
)

FAM_B.reg(
    "ayie_paystack_momo_donations_php",
    ("donations/config/paystack.php", "wp-content/plugins/<<org>>-donate/config.php"),
    """<?php
// Funeral donations ("nsawa") by Mobile Money and card - Paystack Ghana (GHS)
return [
    'public_key' => 'pk_live_<<hex40>>',
    'secret_key' => '<<cred>>',
    'currency'   => 'GHS',
    'channels'   => ['mobile_money', 'card'],
    'callback'   => 'https://<<dom>>/nsawa/thanks',
];
""",
    "p:paystack",
    syntax="",
)

FAM_B.reg(
    "ayie_obs_facebook_live_service_json",
    (
        "obs-studio/basic/profiles/Funeral<<n>>/service.json",
        "AppData/Roaming/obs-studio/basic/profiles/<<orgc>>/service.json",
    ),
    """{
    "settings": {
        "bwtest": false,
        "key": "<<cred>>",
        "server": "rtmps://live-api-s.facebook.com:443/rtmp/",
        "service": "Facebook Live"
    },
    "type": "rtmp_common"
}
""",
    "p:fb_stream",
)

FAM_B.reg(
    "ayie_sms_backup_xml_reply_only_value",
    ("SMSBackupRestore/sms-<<date>>.xml", "backup/<<fa>>_phone/sms-<<n4>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="3" backup_set="<<uuid>>" backup_date="<<ms>>" type="full">
  <sms protocol="0" address="<<phone2>>" date="<<ms>>" type="1" body="Please whats the password for the Ayie office laptop? Auntie wants to print the programme" read="1" status="-1" locked="0" date_sent="0" readable_date="<<dmy>> <<hm>>" contact_name="<<full2>>" />
  <sms protocol="0" address="<<phone2>>" date="<<ms>>" type="2" body="<<cred>>" read="1" status="-1" locked="0" date_sent="0" readable_date="<<dmy>> <<hm2>>" contact_name="<<full2>>" />
  <sms protocol="0" address="<<phone2>>" date="<<ms>>" type="1" body="Medaase" read="1" status="-1" locked="0" date_sent="0" readable_date="<<dmy>> <<hm2>>" contact_name="<<full2>>" />
</smses>
""",
    "human",
)

FAM_B.reg(
    "ayie_cctv_devices_csv_password_column",
    ("cctv/devices_<<org>>.csv", "it/<<place>>_cameras_<<n>>.csv"),
    """Device Name,IP,Port,User,Password,Channels,Location
NVR-Chapel,<<lan>>,8000,admin,<<cred>>,8,Chapel of rest
Cam-Gate,<<ip2>>,80,admin,(same as NVR),1,Main gate
Cam-Morgue,<<ip>>,80,viewer,,1,Cold room corridor
""",
    either("human", "pw"),
)

FAM_B.reg(
    "ayie_records_mysqldump_bash_history",
    ("home/<<user>>/.bash_history", "srv/<<org>>/root_bash_history_<<n>>"),
    """cd /var/www/<<org>>
ls -la
mysqldump -u ayie_admin -p'<<cred>>' ayie_records > /backup/ayie_records_$(date +%F).sql
gzip /backup/ayie_records_*.sql
rclone copy /backup gdrive:<<orgc>>-backup
df -h
exit
""",
    "pw_sq",
)
