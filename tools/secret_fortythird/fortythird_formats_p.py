# ruff: noqa: E501
"""Family p: ebru (paper marbling) ateliers of Uskudar (Istanbul), Turkey."""

from __future__ import annotations

import base64

from fortythird_spec import Fam, prov

F = Fam(
    "ebru_marbling_uskudar",
    ("ebrusanat", "uskudarebru", "hezarfenebru", "gelincikatolye", "kitreatolye"),
    "com.tr",
    ("ayse", "mehmet", "zeynep", "mustafa", "elif", "hasan", "fatma", "emre"),
    ("yilmaz", "kaya", "demir", "sahin", "celik", "ozturk", "aydin"),
    ("ebru", "kitre", "gelincik", "lale", "uskudar", "bogaz", "simit", "cay", "hezarfen", "battal"),
    ("pamuk", "tekir", "boncuk", "karabas", "duman"),
    "90",
)

F.reg(
    "ebru_turkish_whatsapp_sifre_iyzico_panel",
    ("WhatsApp Chat with <<first>>.txt", "sohbet/<<org>>_<<date>>.txt"),
    """<<day>>.<<month>>.<<year>> <<time>> - <<first>> <<last>>: Hocam iyzico panel şifresi neydi?
<<day>>.<<month>>.<<year>> <<hh>>:26 - <<first2>>: kullanıcı <<email2>>
<<day>>.<<month>>.<<year>> <<hh>>:26 - <<first2>>: şifre <<cred>>
<<day>>.<<month>>.<<year>> <<hh>>:27 - <<first>> <<last>>: Sağ ol 🙏
""",
    "human",
)

F.reg(
    "ebru_shop_iyzico_secret_key_spring_yaml",
    ("<<org>>/src/main/resources/application.yml", "deploy/<<org>>/application-prod.yml"),
    """iyzico:
  base-url: https://api.iyzipay.com
  api-key: "<<ak>>"
  secret-key: "<<cred>>"
spring:
  datasource:
    url: jdbc:postgresql://<<ip>>:5432/ebru
""",
    lambda rng: prov(rng, "iyzico"),
    extra=lambda rng, s: s.__setitem__(
        "ak",
        "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(32)
        ),
    ),
)


def _derfc2047(text: str) -> str:
    raw = text.split("Subject: =?UTF-8?B?", 1)[1].split("?=", 1)[0]
    return base64.b64decode(raw).decode().split(": ", 1)[1]


F.reg(
    "ebru_email_subject_rfc2047_base64_parola",
    ("mail/<<user>>/INBOX/<<ts>>.eml", "Thunderbird/<<org>>/<<ts>>.eml"),
    """From: <<first2>> <<last>> <<<email2>>>
To: <<email>>
Subject: =?UTF-8?B?<<enc>>?=
Date: Tue, <<day>> May <<year>> <<time>>:14 +0300
Content-Type: text/plain; charset=utf-8

Konu satırında :) Kurs sitesinin yönetici hesabı, kullanıcı adı <<user>>.
""",
    "human",
    encode=lambda v, s: base64.b64encode(f"Yeni parola: {v}".encode()).decode(),
    decode=_derfc2047,
)

F.reg(
    "ebru_efatura_entegrator_soap_client_python",
    ("<<org>>/fatura/entegrator.py", "scripts/<<user>>/efatura.py"),
    """from zeep import Client
from zeep.wsse.username import UsernameToken

client = Client(
    "https://efatura.entegrator.com.tr/EFaturaService?wsdl",
    wsse=UsernameToken("<<org>>_ws", "<<cred>>"),
)
print(client.service.GetUserList(vkn="<<nn>><<nn>><<nn>><<n>>"))
""",
    "pw_dq",
)

F.reg(
    "ebru_atelier_instagram_dm_html_export_sifre",
    (
        "instagram-<<user>>/messages/inbox/<<first>>_<<nn>>/message_1.html",
        "ig_export_<<date>>/message_1.html",
    ),
    """<html><head><meta charset="utf-8"><title><<first2>></title></head><body>
<div class="pam"><div class="_3-95 _2pim">
<div class="_2ph_ _a6-h"><<first2>></div><div class="_2ph_ _a6-p"><div><div></div><div>kurs sitesi şifresi: <<cred>></div></div></div>
<div class="_3-94 _a6-o"><<month>> <<day>>, <<year>> <<time>></div></div></div>
</body></html>
""",
    "human",
)

F.reg(
    "ebru_pos_terminal_ingenico_mssql_connection_config",
    ("<<org>>/Kasa/App.config", "Program Files/<<org>>Kasa/App_<<n>>.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="KasaDb" connectionString="Data Source=<<ip>>\\SQLEXPRESS;Initial Catalog=Kasa;User ID=kasa;Password=<<cred>>;" providerName="System.Data.SqlClient" />
  </connectionStrings>
</configuration>
""",
    "pw_xml",
    syntax="xml",
)

F.reg(
    "ebru_course_videos_bunny_stream_api_key_ts",
    ("<<org>>-kurs/src/lib/bunny.ts", "web/<<org>>/bunny.config.ts"),
    """export const BUNNY_LIBRARY_ID = <<nn>><<nn>>;
export const BUNNY_API_KEY = '<<cred>>';

export async function listVideos() {
  const r = await fetch(`https://video.bunnycdn.com/library/${BUNNY_LIBRARY_ID}/videos`, {
    headers: { AccessKey: BUNNY_API_KEY },
  });
  return r.json();
}
""",
    lambda rng: (
        f"{__import__('fortythird_corpus').uuid4(rng)}-{''.join(rng.choice('0123456789abcdef') for _ in range(4))}-{''.join(rng.choice('0123456789abcdef') for _ in range(4))}"
    ),
    syntax="",
)

F.reg(
    "ebru_paper_supplier_ocr_siparis_defteri_sifre",
    ("taramalar/defter_<<nn>>.txt", "ocr/siparis_<<date>>.txt"),
    """SİPARİŞ DEFTERİ  <<year>>
Kitre 2 kg - Eminönü
Öküz ödü 6 şişe

B2B portal (kağıtçı)
k.adı <<user>>
şifre <<cred>>
""",
    "human",
)
