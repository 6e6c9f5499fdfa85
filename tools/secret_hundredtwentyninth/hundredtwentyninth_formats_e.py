# ruff: noqa: E501
"""Family e: a gas boiler (kombi) servicing company in İzmir, Turkey (Turkish)."""

from __future__ import annotations

import json

from hundredtwentyninth_spec import Fam, human, human_local

F = Fam(
    name="kombi_boiler_servis_izmir",
    orgs=("sicakkombi",),
    tld="com.tr",
    first=(
        ("Mehmet", "mehmet"),
        ("Ayşe", "ayse"),
        ("Mustafa", "mustafa"),
        ("Elif", "elif"),
        ("Emre", "emre"),
        ("Zeynep", "zeynep"),
        ("Hüseyin", "huseyin"),
        ("Gülşen", "gulsen"),
    ),
    last=(
        ("Yılmaz", "yilmaz"),
        ("Kaya", "kaya"),
        ("Demir", "demir"),
        ("Şahin", "sahin"),
        ("Çelik", "celik"),
        ("Öztürk", "ozturk"),
    ),
    words=(
        "kombi",
        "sicak",
        "izmir",
        "deniz",
        "gunes",
        "yildiz",
        "kartal",
        "aslan",
        "bahar",
        "efes",
        "zeytin",
        "lale",
        "karsiyaka",
        "bornova",
        "boyoz",
        "kordon",
        "cay",
        "petek",
    ),
    pets=("pamuk", "tarcin", "boncuk", "karabas", "minnos", "zeytin"),
    cc="+90",
    places=("Karşıyaka", "Bornova", "Buca", "Bayraklı", "Alsancak", "Çiğli", "Gaziemir"),
    local=(
        "Güneş",
        "Yıldız",
        "Şimşek",
        "Göztepe",
        "Kırmızı",
        "Çiçek",
        "Ağaç",
        "Işık",
        "Öğretmen",
        "Sütlaç",
    ),
)

F.reg(
    "kombi_turkish_whatsapp_sifre_bayi_portal",
    ("WhatsApp Sohbeti - Servis Ekibi <<n>>.txt", "yedek/whatsapp_<<place>>_<<d>>.txt"),
    """<<dd>>.<<mo>>.<<y>> <<hh>>:<<mi>> - <<fn>> <<ln>>: Arkadaşlar yetkili servis portalına yeni şifre geldi
<<dd>>.<<mo>>.<<y>> <<hh>>:<<mi>> - <<fn>> <<ln>>: Kullanıcı: <<user>>
<<dd>>.<<mo>>.<<y>> <<hh>>:<<mi>> - <<fn>> <<ln>>: Şifre: <<cred>>
<<dd>>.<<mo>>.<<y>> <<hh>>:<<mi>> - <<fn2>> <<ln2>>: Tamamdır abi, <<place>>'daki kombinin garanti kaydını giriyorum
<<dd>>.<<mo>>.<<y>> <<hh>>:<<mi>> - <<fn>> <<ln>>: F28 arızası, ateşleme elektrodu değişecek, parça stokta var
""",
    "human",
    syntax="",
)

F.reg(
    "kombi_netgsm_sms_gateway_ini",
    ("servis/netgsm.ini", "C:/ServisTakip/<<org>>_sms_<<n>>.ini"),
    """; Bakım hatırlatma SMS'leri (yıllık kombi bakımı)
[netgsm]
usercode=850<<n4>><<n>>
password=<<cred>>
msgheader=<<orgc>>
encoding=TR

[hatirlatma]
gun_once=7
mesaj=Sayın müşterimiz, kombi bakım zamanınız geldi. Randevu: <<phone>>
""",
    "pw",
)


def _dec_json_pw(text: str) -> str:
    return json.loads(text)["password"]


def _local_pw(rng, fam) -> str:
    return human_local(rng, fam)


F.reg(
    "kombi_parasut_oauth_request_json_unicode_escaped",
    ("parasut/token_istegi_<<n>>.json", "entegrasyon/<<org>>/parasut_auth_<<d>>.json"),
    lambda s: json.dumps(
        {
            "grant_type": "password",
            "client_id": s["cid"],
            "username": s["email"],
            "password": s["cred"],
            "redirect_uri": "urn:ietf:wg:oauth:2.0:oob",
        },
        indent=2,
    ),
    _local_pw,
    extra=lambda rng, s: {
        "cid": "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789_-") for _ in range(43))
    },
    decode=_dec_json_pw,
)

F.reg(
    "kombi_iyzico_secret_key_csharp_options",
    ("ServisOdeme/Odeme/IyzicoAyar.cs", "src/<<orgc>>.Web/Payments/Iyzico<<n>>.cs"),
    """using Iyzipay;

namespace ServisOdeme.Odeme
{
    public static class IyzicoAyar
    {
        public static Options Olustur()
        {
            return new Options
            {
                ApiKey = "<<ak>>",
                SecretKey = "<<cred>>",
                BaseUrl = "https://api.iyzipay.com"
            };
        }
    }
}
""",
    "alnum:32",
    syntax="",
    extra=lambda rng, s: {
        "ak": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(32)
        )
    },
)

F.reg(
    "kombi_servis_formu_ocr_modem_sifresi",
    ("taramalar/servis_formu_<<n4>>.txt", "ocr/form_<<place>>_<<n>>.txt"),
    """<<orgc>> KOMBİ SERVİS FORMU        No: <<n4>>
Tarih: <<dd>>.<<mo>>.<<y>>     Teknisyen: <<fn2>> <<ln2>>
Müşteri: <<fn>> <<ln>>   Tel: <<phone>>
Adres: <<place>> / İzmir
Yapılan işlem: Yıllık bakım, baca gazı ölçümü, akıllı oda termostatı kurulumu
Modem adı: TurkTelekom_T<<n4>>
Modem şifresi: <<cred>>
Müşteri imza: ........
""",
    "human",
    syntax="",
)

F.reg(
    "kombi_telegram_copied_text_parca_tedarikci",
    ("notlar/telegram_parca_<<n>>.txt", "Masaüstü/tedarikci_<<d>>.txt"),
    """<<fn>> <<ln>>, [<<dd>>.<<mo>>.<<y>> <<hh>>:<<mi>>]
Bayi sipariş sisteminin girişi değişti

<<fn>> <<ln>>, [<<dd>>.<<mo>>.<<y>> <<hh>>:<<mi>>]
bayi kodu <<n6>>, şifre <<cred>>

<<fn2>> <<ln2>>, [<<dd>>.<<mo>>.<<y>> <<hh>>:<<mi>>]
Teşekkürler, 3 adet eşanjör ve 2 pompa siparişini geçiyorum
""",
    lambda rng, f: human(rng, f, "!@#$*._-+?&%"),
    syntax="",
)

F.reg(
    "kombi_autohotkey_efatura_login_ahk",
    ("Masaüstü/efatura_giris.ahk", "C:/Users/<<fa>>/Documents/AutoHotkey/portal_<<n>>.ahk"),
    """; GİB e-Arşiv portalına hızlı giriş (Ctrl+Alt+F)
^!f::
Run, https://earsivportal.efatura.gov.tr/intragiris.html
Sleep, 4000
Send, <<vkn>>{Tab}
Send, <<cred>>{Enter}
return
""",
    lambda rng, f: human(rng, f, "._-"),
    syntax="",
    extra=lambda rng, s: {"vkn": str(rng.randint(1_000_000_000, 9_999_999_999))},
)

F.reg(
    "kombi_docker_compose_mariadb_servis_takip",
    ("servis-takip/docker-compose.yml", "opt/<<org>>-<<n>>/docker-compose.yml"),
    """services:
  db:
    image: mariadb:11.4
    restart: unless-stopped
    environment:
      MARIADB_DATABASE: servis_takip
      MARIADB_USER: servis
      MARIADB_PASSWORD: "<<cred>>"
      MARIADB_ROOT_PASSWORD_HASH: "*<<h40>>"
    volumes:
      - ./data:/var/lib/mysql
  web:
    image: ghcr.io/<<org>>/servis-takip:latest
    depends_on: [db]
    ports: ["8080:80"]
""",
    "pw_dq",
    extra=lambda rng, s: {"h40": "".join(rng.choice("0123456789ABCDEF") for _ in range(40))},
)
