# ruff: noqa: E501
"""Family a: a grand-taxi cooperative in Casablanca (Morocco; Darija in Arabic script and
Arabizi, French)."""

from __future__ import annotations

from sixtyeighth_spec import GRANDTAXI as F
from sixtyeighth_spec import after, enc_url, form_value, with_sym

F.reg(
    "darija_whatsapp_mot_de_passe_damancom",
    ("WhatsApp Chat with Coopérative <<orgc>>.txt", "whatsapp/<<org>>_chauffeurs_<<yyyy>>.txt"),
    """<<dmy_s>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: السلام عليكم، شكون عندو الكود ديال damancom؟ بغيت نخلص CNSS ديال الشيفورات
<<dmy_s>>, <<hh>>:<<mi>> - <<fn2>> <<ln2>>: wa3likom salam, l'identifiant howa <<login>>
<<dmy_s>>, <<hh>>:<<mi2>> - <<fn2>> <<ln2>>: mot de passe: <<cred>>
<<dmy_s>>, <<hh>>:<<mi2>> - <<fn>> <<ln>>: الله يخليك خويا 🙏
<<dmy_s>>, <<hh>>:<<mi2>> - <<fn2>> <<ln2>>: ما تعطيهش لحتى واحد، و مسح الرسالة من بعد
<<dmy_s>>, <<hh>>:<<mi2>> - <<fn>> <<ln>>: <Media omitted>
""",
    "human",
    syntax="",
)

F.reg(
    "dispatch_traccar_server_xml",
    ("opt/traccar/conf/traccar.xml", "dispatch/<<org>>/traccar.xml"),
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <!-- Coopérative <<orgc>> : suivi des grands taxis Casa - Rabat / Casa - El Jadida -->
    <entry key='config.default'>./conf/default.xml</entry>
    <entry key='web.port'>8082</entry>
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://<<ip>>:3306/traccar?serverTimezone=UTC&amp;useSSL=false&amp;allowPublicKeyRetrieval=true&amp;characterEncoding=UTF-8</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>
    <entry key='teltonika.port'>5027</entry>
    <entry key='geocoder.enable'>false</entry>
    <entry key='notificator.types'>web,mail</entry>
    <entry key='mail.smtp.host'>smtp.<<dom>></entry>
</properties>
""",
    "pw_xml",
)

F.reg(
    "cmi_gateway_store_key_php",
    ("config/cmi.php", "reservation-<<org>>/config/payment.php"),
    """<?php
// Paiement en ligne CMI (Centre Monétique Interbancaire) - réservations navette aéroport Mohammed V
return [
    'cmi' => [
        'gateway_url' => 'https://payment.cmi.co.ma/fim/est3Dgate',
        'client_id'   => '600<<n5>>',
        'store_key'   => '<<cred>>',
        'store_type'  => '3D_PAY_HOSTING',
        'currency'    => '504',
        'ok_url'      => 'https://reservation.<<dom>>/paiement/ok',
        'fail_url'    => 'https://reservation.<<dom>>/paiement/echec',
        'lang'        => 'fr',
    ],
];
""",
    "pw_sq",
    syntax="",
)


def _dec_form(text: str) -> str:
    return form_value(after(text, r"--data-raw '([^']*)'"), "motDePasse")


F.reg(
    "damancom_copy_as_curl_form_urlencoded",
    ("notes/connexion_damancom_<<date>>.sh", "Bureau/cnss/login_copy_as_curl.txt"),
    """# copié depuis Chrome (F12 > Network > Copy as cURL) pour la déclaration CNSS du mois
curl 'https://www.damancom.ma/DamancomWeb/login' \\
  -H 'Accept: text/html,application/xhtml+xml' \\
  -H 'Content-Type: application/x-www-form-urlencoded' \\
  -H 'Origin: https://www.damancom.ma' \\
  -H 'User-Agent: Mozilla/5.0 (Windows NT 10.0; Win64; x64)' \\
  --data-raw 'identifiant=<<login>>&motDePasse=<<enc>>&captcha=<<n5>>&remember=on' \\
  --compressed
""",
    with_sym("!@#*+?"),
    syntax="",
    extra=lambda rng, s: {"enc": enc_url(str(s["cred"]))},
    decode=_dec_form,
)

F.reg(
    "teltonika_fmb_sms_setparam_sheet",
    ("tracking/fmb920_<<plate>>_sms.txt", "tracking/sms_config_taxi_<<n>>.txt"),
    """# FMB920 taxi <<plate>> (<<fn>> <<ln>>) - configuration par SMS, le câble USB est chez <<fa2>>
# format : <login SMS> <mot de passe SMS> <commande>
<<login>> <<cred>> setparam 2001:internet.iam.ma;2002:;2003:
<<login>> <<cred>> setparam 2004:gps.<<dom>>;2005:5027;2006:0
<<login>> <<cred>> setparam 10000:30;10004:120
<<login>> <<cred>> getstatus
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "chauffeurs_csv_arabic_headers_careem",
    ("exports/chauffeurs_<<yyyy>>.csv", "Documents/liste_chauffeurs_<<org>>.csv"),
    """رقم,السائق,رقم الرخصة,الطاكسي,الهاتف,حساب Careem,كلمة السر
1,<<fn>> <<ln>>,<<n5>>,<<plate>>,<<phone>>,<<login>>,<<cred>>
2,<<fn2>> <<ln2>>,<<n3>>44,<<n3>>-أ-6,<<phone>>,,
""",
    "human_x",
    syntax="",
)

F.reg(
    "dispatch_box_bash_history_mysqldump",
    ("home/<<login>>/.bash_history", "root/.bash_history"),
    """cd /opt/traccar
sudo systemctl status traccar
tail -n 200 logs/tracker-server.log
mysql -u traccar -p<<cred>> traccar -e "select count(*) from tc_devices;"
mysqldump -u traccar -p<<cred>> traccar | gzip > /backup/traccar_$(date +%F).sql.gz
ls -lh /backup
df -h
exit
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "darija_telegram_copied_reply_only_wifi",
    ("telegram/<<org>>_mahatta_<<date>>.txt", "Documents/telegram_copie_<<n>>.txt"),
    """<<fn>> <<ln>>, [<<dmy>> <<hh>>:<<mi>>]
خويا عطيني الكود ديال الويفي ديال المحطة، الشيفورات كيسولو

<<fn2>> <<ln2>>, [<<dmy>> <<hh>>:<<mi2>>]
<<cred>>

<<fn>> <<ln>>, [<<dmy>> <<hh>>:<<mi2>>]
شكرا بزاف 👍
""",
    "human",
    syntax="",
)
