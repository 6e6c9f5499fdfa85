# ruff: noqa: E501
"""Family h: a university student association (öğrenci topluluğu) in Istanbul, Turkey (Turkish):
a Discord bot, iyzico for event tickets, a members' HTML table, WhatsApp, a campus hall booking
e-mail, a MySQL client config, a Notion integration, a TSV of shared accounts."""

from __future__ import annotations

import random

from seventysecond_spec import Fam, dec_html_cell, force, xml_esc

F = Fam(
    name="topluluk_student_association_istanbul",
    key="topluluk",
    orgs=("kampusder", "bogazicikod", "moda-kulup", "yildizrobotik"),
    orgnames=("KampüsDer", "Boğaziçi Kod Topluluğu", "Moda Kulübü", "Yıldız Robotik"),
    tld="org.tr",
    first=(
        ("Elif", "elif"),
        ("Mehmet", "mehmet"),
        ("Zeynep", "zeynep"),
        ("Emre", "emre"),
        ("Ayşe", "ayse"),
        ("Burak", "burak"),
        ("Deniz", "deniz"),
        ("Cansu", "cansu"),
    ),
    last=(
        ("Yılmaz", "yilmaz"),
        ("Kaya", "kaya"),
        ("Demir", "demir"),
        ("Şahin", "sahin"),
        ("Çelik", "celik"),
        ("Öztürk", "ozturk"),
        ("Arslan", "arslan"),
    ),
    words=(
        "bogazici",
        "kampus",
        "galata",
        "kadikoy",
        "simit",
        "cay",
        "lale",
        "marti",
        "vapur",
        "yildiz",
        "fenerbahce",
        "galatasaray",
        "besiktas",
        "topluluk",
        "kulup",
        "bosphorus",
    ),
    words_u=(),
    pets=("pamuk", "boncuk", "karabas", "tarcin", "minnos", "duman"),
    cc="+90 5",
    cities=("Beşiktaş", "Kadıköy", "Sarıyer", "Esenler", "Üsküdar"),
)

F.reg(
    "discord_bot_token_python",
    ("bot/main.py", "<<org>>-discord-bot/bot.py", "discord/<<org>>_<<n>>.py"),
    '''"""Topluluk Discord botu: etkinlik duyuruları ve rol verme."""

import discord
from discord.ext import commands

TOKEN = "<<cred>>"
DUYURU_KANALI = <<nnn>><<nnn>><<nnn>><<nnn>><<nnn>><<nnn>>

intents = discord.Intents.default()
intents.members = True
bot = commands.Bot(command_prefix="!", intents=intents)


@bot.command()
async def etkinlik(ctx, *, metin):
    await bot.get_channel(DUYURU_KANALI).send(f"📣 {metin}")


bot.run(TOKEN)
''',
    "p:discord",
)

F.reg(
    "iyzico_secret_key_php_bilet",
    (
        "bilet/config/iyzico.php",
        "<<org>>-bilet/config_<<n>>.php",
        "public_html/<<org>>/iyzico_ayar.php",
    ),
    """<?php
// Etkinlik bileti satışı (iyzico Checkout Form)
$options = new \\Iyzipay\\Options();
$options->setApiKey('<<ak>>');
$options->setSecretKey('<<cred>>');
$options->setBaseUrl('https://api.iyzipay.com');
return $options;
""",
    "p:iyzico",
    syntax="",
    extra=lambda r, s: s.update(
        ak="".join(
            r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(32)
        )
    ),
)


def _html(r: random.Random, s: dict) -> None:
    v = force(r, str(s["cred"]), "&<>")
    s["cred"] = v
    s["enc"] = xml_esc(v)


F.reg(
    "yonetim_accounts_html_entity_escaped",
    (
        "site/yonetim/hesaplar.html",
        "<<org>>-wiki/export/Hesaplar_<<yy>>.html",
        "drive/<<org>>/hesaplar_<<nn>>.html",
    ),
    """<!DOCTYPE html>
<html lang="tr"><head><meta charset="utf-8"><title>Ortak hesaplar - <<orgname>></title></head>
<body>
<h1>Ortak hesaplar (yönetim kurulu)</h1>
<table border="1">
<tr><th>Hizmet</th><th>Kullanıcı</th><th>Şifre</th></tr>
<tr><td>Instagram</td><td>@<<org>></td><td class="pw"><<enc>></td></tr>
<tr><td>Canva</td><td>yonetim@<<dom>></td><td>(2FA - başkanda)</td></tr>
</table>
<p>Son güncelleme: <<dmy2>> — <<first>> <<last>></p>
</body></html>
""",
    "pw_sq",
    syntax="",
    extra=_html,
    decode=dec_html_cell("pw"),
)

F.reg(
    "turkish_whatsapp_sifre_instagram",
    ("WhatsApp Chat - <<orgname>> Yönetim.txt", "WhatsApp Sohbeti - Yönetim <<year>> (<<n>>).txt"),
    """<<dmy2>> <<time>> - <<first>> <<last>>: Arkadaşlar Instagram şifresini değiştirdim, yeni şifre: <<cred>>
<<dmy2>> <<time>> - <<first2>> <<last2>>: Tamamdır 👍 bahar şenliği postunu akşam atarım
<<dmy2>> <<time2>> - <<first>> <<last>>: Kimseyle paylaşmayın lütfen
""",
    "human",
)

F.reg(
    "turkish_email_sifre_salon_rezervasyon",
    ("posta/salon_rezervasyon_<<nnn>>.eml", "Mail/Gelen/<<ts>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Kongre salonu rezervasyon sistemi hesabı
Date: Wed, <<d>> Oct <<year>> 14:<<mi>>:00 +0300
Content-Type: text/plain; charset=utf-8

Merhaba <<first2>>,

SKS salon rezervasyon sistemine topluluk hesabıyla gir, kariyer günleri için <<d>> Kasım'ı
rezerve et:

Kullanıcı adı: <<org>>.topluluk
Şifre: <<cred>>

Rezervasyon formunda danışman hocanın onayı gerekiyor, ona da ayrıca yazıyorum.
Kolay gelsin,
<<first>>
""",
    "human",
    syntax="",
)

F.reg(
    "uye_db_mysql_my_cnf",
    ("home/<<fa>>/.my.cnf", "root/.my.cnf", "srv/<<org>>/backup/.my.cnf"),
    """[client]
user = uye_admin
password = <<cred>>
host = <<ip>>
default-character-set = utf8mb4

[mysqldump]
single-transaction
""",
    "pw",
    syntax="",
)

F.reg(
    "notion_integration_token_env",
    ("notion-sync/.env", "<<org>>-uye-takip/.env", "scripts/<<fa>>/notion_<<n>>.env"),
    """# Üye başvuru formu -> Notion veritabanı
NOTION_TOKEN=<<cred>>
NOTION_DB_UYELER=<<hexid>><<hexid>><<hexid>><<hexid>>
GOOGLE_FORM_ID=1FAIpQLS<<hexid>>
""",
    "p:notion",
)

F.reg(
    "ortak_hesaplar_tsv_table_cell",
    ("yonetim/ortak_hesaplar_<<year>>.tsv", "drive/<<org>>/hesaplar <<mo>>-<<year>>.tsv"),
    """hizmet\tkullanıcı\tşifre\tsorumlu
Zoom\tzoom@<<dom>>\t<<cred>>\t<<first>> <<last>>
Gmail\t<<org>>@gmail.com\t(2FA)\t<<first2>> <<last2>>
Spotify\t<<org>>.muzik\t-\t<<first2>> <<last2>>
""",
    "human",
)
