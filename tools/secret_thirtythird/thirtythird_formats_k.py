"""Family k: a haberdashery (buttons, ribbons, sewing notions)."""

import quopri

from thirtythird_spec import enc_qp, grab, pw_with, reg

F = "haberdashery_sewing_notions"

reg(
    F,
    "haberdashery_epos_firebird_isql_history",
    ("home/<<user>>/.bash_history", "support/<<org>>/session_<<n>>.log"),
    """sudo systemctl status firebird
isql-fb -user SYSDBA -password <<cred>> <<ip>>:/srv/epos/shop.fdb
gbak -b -user SYSDBA -password <<cred>> <<ip>>:/srv/epos/shop.fdb /tmp/shop.fbk
ls -lh /tmp/shop.fbk
""",
    "pw_bare",
)


def _qp_dec(text: str) -> str:
    return quopri.decodestring(grab(r"geslo: (\S+)", text).encode()).decode()


reg(
    F,
    "haberdashery_slovenian_email_geslo_quoted_printable",
    ("mail/trgovina_<<n>>.eml", "inbox/<<org>>/<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Dostop do spletne trgovine
Date: <<day>> <<month>> <<year>> <<hh>>:<<mm>>:00 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: quoted-printable

Pozdravljeni,

za urejanje izdelkov (gumbi, trakovi, zadrge) v spletni trgovini:

uporabnik: trgovina<<n>>
geslo: <<cred>>

Lep pozdrav,
<<first>>
""",
    pw_with("=", "!@*+-_.?"),
    enc=enc_qp,
    decode=_qp_dec,
)

reg(
    F,
    "haberdashery_webshop_prestashop_parameters_php",
    ("app/config/parameters.php", "shop/<<org>>/app/config/parameters.php"),
    """<?php return array (
  'parameters' =>
  array (
    'database_host' => '<<host>>',
    'database_port' => '',
    'database_name' => 'prestashop',
    'database_user' => 'presta',
    'database_password' => '<<cred>>',
    'database_prefix' => 'ps_',
    'mailer_transport' => 'smtp',
    'locale' => 'en-GB',
  ),
);
""",
    "pw_sq",
    syntax="",
)

reg(
    F,
    "haberdashery_owner_hindi_note_password",
    ("notes/dukaan_<<n>>.txt", "docs/<<org>>_hindi_note.txt"),
    """दुकान के कंप्यूटर के लिए जरूरी बातें — <<day>>/<<month>>/<<year>>

1. सुबह 9 बजे बिलिंग सॉफ्टवेयर खोलें।
2. सप्लायर की वेबसाइट पर ऑर्डर: यूज़रनेम <<user>>
   पासवर्ड: <<cred>>
3. शाम को कैश गिनकर रजिस्टर में लिखें।
""",
    "human",
)

reg(
    F,
    "haberdashery_fabric_edi_java_authenticator",
    ("src/main/java/shop/edi/EdiClient.java", "edi/<<org>>/EdiClient.java"),
    """package shop.edi;

import java.net.Authenticator;
import java.net.PasswordAuthentication;

public final class EdiClient {
    static void install() {
        Authenticator.setDefault(new Authenticator() {
            @Override
            protected PasswordAuthentication getPasswordAuthentication() {
                return new PasswordAuthentication("<<svc>>", "<<cred>>".toCharArray());
            }
        });
    }
}
""",
    "pw_dq",
    syntax="",
)


def _meta(rng, c):
    from thirtythird_spec import cred

    return "EAA" + cred(rng, "alnum:180", c)


reg(
    F,
    "haberdashery_shop_instagram_graph_token_json",
    ("social/instagram.json", "config/<<org>>/meta_graph.json"),
    """{
  "ig_user_id": "1784<<n2>><<n2>><<n2>><<n2>>",
  "graph_version": "v21.0",
  "long_lived_token": "<<cred>>",
  "refresh_after_days": 50
}
""",
    _meta,
)

reg(
    F,
    "haberdashery_receipt_printer_lpadmin_ipp_userinfo",
    ("setup/printers.sh", "scripts/<<org>>_cups.sh"),
    """#!/bin/bash
set -e
lpadmin -p receipt -E -v "ipp://till:<<cred>>@<<ip>>:631/ipp/print" -m everywhere
lpadmin -d receipt
lpstat -p receipt
""",
    "pw_url",
)

reg(
    F,
    "haberdashery_monitor_sticky_note_ocr_arrow",
    ("ocr/monitor_note_<<n>>.txt", "scans/<<org>>_<<n>>.txt"),
    """shop email pw -> <<cred>>
(NOT the wifi one!!)
supplier acct no. <<n2>>-<<n>>
""",
    "human",
)
