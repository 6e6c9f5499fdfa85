# ruff: noqa: E501
"""Family p: the admin of a Suva local deals and vouchers page (English, iTaukei Fijian, Fiji Hindi)."""

from __future__ import annotations

from ninetythird_spec import FAM_P

FAM_P.reg(
    "fijian_viber_copied_chat_page_password",
    ("Documents/viber_copy_<<n>>.txt", "notes/page_admins_viber_<<fa>>.txt"),
    """[<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>>] <<fn2>> <<ln2>>: Bula vinaka! Au sa sega ni rawa ni curu ki na Facebook ni page, sa veisau beka na password?
[<<d>>/<<mo>>/<<y>> <<hh>>:<<mi2>>] <<fn>> <<ln>>: Io, sa veisautaki nanoa. Oqo na vou: <<cred>>
[<<d>>/<<mo>>/<<y>> <<hh>>:<<mi2>>] <<fn>> <<ln>>: kua ni solia vei ira na tani
[<<d>>/<<mo>>/<<y>> <<hh>>:<<mi3>>] <<fn2>> <<ln2>>: Vinaka vakalevu 🙏 au na post na deals ni MH Supermarket nikua
""",
    "human",
    syntax="",
)

FAM_P.reg(
    "mpaisa_merchant_api_ini",
    ("vouchers/mpaisa.ini", "<<org>>/config/mpaisa_<<n>>.ini"),
    """; Voucher sales paid with M-PAiSA (Vodafone Fiji)
[mpaisa]
endpoint = https://api.mpaisa.vodafone.com.fj/v2
merchant_id = <<n2>>
api_key = <<cred>>
currency = FJD

[page]
name = <<orgc>>
contact = <<phone>>
""",
    "x:mpk_live_:32",
)

FAM_P.reg(
    "wp_cli_bash_history_dbpass",
    ("home/<<fa>>/.bash_history", "root/.bash_history"),
    """cd /var/www/<<org>>
wp core download --locale=en_AU
wp config create --dbname=<<org>>_wp --dbuser=<<org>> --dbpass=<<cred>> --dbhost=localhost
wp core install --url=https://<<dom>> --title="<<orgc>> - Suva Deals" --admin_user=<<fa>> --admin_email=<<email>> --skip-email
wp plugin install wpforms-lite coupon-creator --activate
systemctl reload nginx
""",
    "pw_bare",
    syntax="",
)

FAM_P.reg(
    "onesignal_rest_api_key_php",
    ("wp-content/mu-plugins/deal-push.php", "<<org>>/push/onesignal_<<n>>.php"),
    """<?php
// Push notification to subscribers when a new deal is published
add_action('publish_post', function ($post_id) {
    $body = [
        'app_id' => '<<uuid>>',
        'included_segments' => ['Subscribed Users'],
        'headings' => ['en' => 'New deal in Suva!'],
        'contents' => ['en' => get_the_title($post_id)],
        'url' => get_permalink($post_id),
    ];
    wp_remote_post('https://api.onesignal.com/notifications', [
        'headers' => [
            'Authorization' => 'Key <<cred>>',
            'Content-Type' => 'application/json',
        ],
        'body' => wp_json_encode($body),
    ]);
});
""",
    "p:onesignal",
    syntax="",
)

FAM_P.reg(
    "fiji_hindi_sms_backup_xml",
    ("SMSBackupRestore/sms-<<y>><<mo>><<d>><<hh>><<mi>><<ss>>.xml", "phone/<<fa>>/sms_<<n2>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="<<uuid>>" backup_date="<<epoch>>000" type="full">
  <sms protocol="0" address="<<phone2>>" date="<<epoch>>000" type="1" subject="null" body="Bhaiya, deals page ke Canva account ka password bhejo na, aaj ke flyer banana hai" toa="null" sc_toa="null" service_center="+6799890001" read="1" status="-1" locked="0" date_sent="<<epoch>>000" sub_id="1" readable_date="<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>>:<<ss>>" contact_name="<<fn2>>" />
  <sms protocol="0" address="<<phone2>>" date="<<epoch>>400" type="2" subject="null" body="<<gmail>> aur password hai <<cred>> . Kisi ko mat dena" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<d>>/<<mo>>/<<y>> <<hh>>:<<mi2>>:<<ss>>" contact_name="<<fn2>>" />
</smses>
""",
    "human",
)

FAM_P.reg(
    "openwrt_wireless_uci_office",
    ("etc/config/wireless", "backup-<<org>>-<<date>>/etc/config/wireless"),
    """config wifi-device 'radio0'
	option type 'mac80211'
	option path 'platform/ahb/18100000.wmac'
	option channel '6'
	option band '2g'
	option htmode 'HT20'
	option country 'FJ'

config wifi-iface 'default_radio0'
	option device 'radio0'
	option network 'lan'
	option mode 'ap'
	option ssid '<<orgc>>-Office'
	option encryption 'psk2'
	option key '<<cred>>'
""",
    "human",
    syntax="",
)

FAM_P.reg(
    "page_admins_csv_little_context",
    ("Downloads/<<orgc>> admins - Sheet1.csv", "Drive/page_admins_<<n>>.csv"),
    """Name,Role,Login,Password,Notes
<<fn>> <<ln>>,Owner,<<gmail>>,,2FA on
<<fn2>> <<ln2>>,Editor,<<email2>>,<<cred>>,weekend posts
Canva,,<<email>>,,Google login
""",
    "human",
    syntax="",
)

FAM_P.reg(
    "lightsail_ssh_pem_bare_key_file",
    ("Downloads/LightsailDefaultKey-ap-southeast-2.pem", "home/<<fa>>/.ssh/<<org>>_vps_<<n>>.pem"),
    lambda s: s["cred"] + "\n",
    "pem",
    syntax="",
)
