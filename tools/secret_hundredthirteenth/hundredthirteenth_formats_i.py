# ruff: noqa: E501
"""Family i: a ship chandler (kumanya and provisions supplier) in Tuzla, Istanbul, Turkey:
Turkish."""

from __future__ import annotations

import html
import json

from hundredthirteenth_spec import Fam, after, enc_html, with_chars

F = Fam(
    name="tuzla_ship_chandler_kumanya",
    orgs=("tuzlakumanya", "marmaraikmal", "aydinlimarin", "postanekumanya"),
    tld="com.tr",
    first=(
        ("Mehmet", "mehmet"),
        ("Ayşe", "ayse"),
        ("Mustafa", "mustafa"),
        ("Elif", "elif"),
        ("Hüseyin", "huseyin"),
        ("Zeynep", "zeynep"),
        ("Emre", "emre"),
        ("Gülşen", "gulsen"),
    ),
    last=(
        ("Yılmaz", "yilmaz"),
        ("Kaya", "kaya"),
        ("Demir", "demir"),
        ("Şahin", "sahin"),
        ("Öztürk", "ozturk"),
        ("Karadeniz", "karadeniz"),
    ),
    words=(
        "kumanya",
        "liman",
        "tuzla",
        "marmara",
        "gemi",
        "kaptan",
        "dalga",
        "poyraz",
        "lodos",
        "bogaz",
        "kartal",
        "galata",
        "demir",
        "yelken",
    ),
    pets=("pamuk", "boncuk", "karabas", "tarcin", "minnos"),
    cc="90",
)

F.reg(
    "tuzla_turkish_whatsapp_sifre_logo_go_erp",
    ("WhatsApp/WhatsApp Sohbeti - <<fa>>.txt", "yedek/sohbet_depo_<<nn>>.txt"),
    """<<dd>>.<<mo>>.<<year>> <<time>> - <<fn>> <<ln>>: Abi Logo'ya giremiyorum, şifre değişmiş
<<dd>>.<<mo>>.<<year>> <<time>> - <<fn2>>: kullanıcı <<user>>
<<dd>>.<<mo>>.<<year>> <<time>> - <<fn2>>: şifre <<cred>>
<<dd>>.<<mo>>.<<year>> <<time>> - <<fn>> <<ln>>: tamamdır, girdim 👍 gemiye <<n>> koli kumanya çıkıyor
""",
    "human",
    syntax="",
)


def _html(rng, s):
    s["cred"] = with_chars(rng, s["cred"], "&<>@#")
    s["enc"] = enc_html(s["cred"])


F.reg(
    "tuzla_provision_portal_html_table_entity_escaped",
    ("raporlar/portal_hesaplari_<<n>>.html", "intranet/<<org>>/hesaplar.html"),
    """<!DOCTYPE html>
<html lang="tr"><head><meta charset="utf-8"><title>Portal hesapları</title></head>
<body>
<table border="1">
<tr><th>Portal</th><th>Kullanıcı</th><th>Şifre</th></tr>
<tr><td>ShipServ TradeNet</td><td><<user>></td><td class="pw"><<enc>></td></tr>
<tr><td>Gümrük (BİLGE)</td><td><<org>></td><td>****</td></tr>
</table>
</body></html>
""",
    "human",
    syntax="",
    extra=_html,
    decode=lambda t: html.unescape(after(t, r'<td class="pw">([^<]+)</td>')),
)

F.reg(
    "tuzla_iyzico_secret_key_php_checkout",
    ("magaza/config/iyzico.php", "public_html/<<org>>/odeme_<<n>>.php"),
    """<?php
// Online kumanya siparişi - iyzico ödeme
$options = new \\Iyzipay\\Options();
$options->setApiKey("<<id8>><<nn>>");
$options->setSecretKey("<<cred>>");
$options->setBaseUrl("https://api.iyzipay.com");
""",
    "p:iyzico",
    syntax="",
)

F.reg(
    "tuzla_logo_tiger_erp_connection_udl",
    ("C:/LOGO/TIGER3/baglanti.udl", "muhasebe/<<org>>_logo_<<n>>.udl"),
    """[oledb]
; Everything after this line is an OLE DB initstring
Provider=SQLOLEDB.1;Password=<<cred>>;Persist Security Info=True;User ID=sa;Initial Catalog=LOGODB;Data Source=<<ip>>\\LOGO
""",
    "pw",
    syntax="",
)

F.reg(
    "tuzla_efatura_entegrator_soap_request_xml",
    ("efatura/istek_<<id8>>.xml", "logs/<<org>>/efatura_soap_<<nn>>.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:tem="http://tempuri.org/">
  <soapenv:Header/>
  <soapenv:Body>
    <tem:GetInboxInvoices>
      <tem:userInfo Username="<<org>>_efatura" Password="<<cred>>"/>
      <tem:query PageIndex="0" PageSize="<<n>>"/>
    </tem:GetInboxInvoices>
  </soapenv:Body>
</soapenv:Envelope>
""",
    "pw_xml",
)

F.reg(
    "tuzla_delivery_vans_arvento_api_powershell",
    ("scripts/arvento_konum.ps1", "C:/Users/<<fa>>/arac_takip_<<n>>.ps1"),
    """# Teslimat araçlarının konumu (Arvento) - gemi yanaşma saatine göre planlama
$kullanici = "<<org>>_api"
$pin1 = "<<cred>>"
$uri = "https://ws.arvento.com/v1/report.asmx/GetVehicleStatus?Username=$kullanici&PIN1=$pin1&PIN2=<<nn>>"
Invoke-RestMethod -Uri $uri -Method Get | Export-Csv "araclar_<<date>>.csv" -Encoding UTF8
""",
    "pw_dq",
    syntax="",
)


def _tg(s):
    return json.dumps(
        {
            "name": f"Acenteler {s['org']}",
            "type": "private_group",
            "id": int(s["nn"]) * 1000 + 7,
            "messages": [
                {
                    "id": 1,
                    "type": "message",
                    "date": f"{s['date']}T{s['time']}:00",
                    "from": f"{s['fn']} {s['ln']}",
                    "text": "Gemi yarın 06:00'da yanaşıyor, sipariş formu portalda",
                },
                {
                    "id": 2,
                    "type": "message",
                    "date": f"{s['date']}T{s['time']}:40",
                    "from": s["fn2"],
                    "text": "Portal şifresi nedir?",
                },
                {
                    "id": 3,
                    "type": "message",
                    "date": f"{s['date']}T{s['time']}:55",
                    "from": f"{s['fn']} {s['ln']}",
                    "text": f"Kullanıcı: {s['user']} Şifre: {s['cred']}",
                },
            ],
        },
        ensure_ascii=False,
        indent=1,
    )


F.reg(
    "tuzla_ship_agents_telegram_json_export_sifre",
    ("Telegram Desktop/ChatExport_<<date>>/result.json", "telegram/acenteler_<<nn>>/result.json"),
    _tg,
    "human",
)

F.reg(
    "tuzla_warehouse_backup_crontab_rsync_password",
    ("var/spool/cron/crontabs/depo", "etc/cron.d/<<org>>_yedek"),
    """# Depo stok veritabanı yedeği (her gece)
MAILTO=<<email>>
30 2 * * * RSYNC_PASSWORD=<<cred>> rsync -az /srv/stok/ rsync://yedek@<<ip>>/depo/
""",
    "pw_bare",
    syntax="",
)
