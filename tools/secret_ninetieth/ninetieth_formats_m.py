# ruff: noqa: E501
"""Family m: an HR consultancy (insan kaynakları danışmanlığı) in İzmir, Turkey: Turkish."""

from __future__ import annotations

from ninetieth_spec import Fam, alnum

FAM = Fam(
    name="insan_kaynaklari_danismanlik_izmir",
    orgs=(
        ("egeikdanismanlik", "Ege İK Danışmanlık Ltd. Şti."),
        ("kordonpersonel", "Kordon Personel ve Bordro Hizmetleri"),
        ("bornovahr", "Bornova HR Partners A.Ş."),
    ),
    tld="com.tr",
    first=(
        ("Ayşe", "ayse"),
        ("Mehmet", "mehmet"),
        ("Zeynep", "zeynep"),
        ("Emre", "emre"),
        ("Elif", "elif"),
        ("Burak", "burak"),
        ("Gökhan", "gokhan"),
        ("Şule", "sule"),
    ),
    last=(
        ("Yılmaz", "yilmaz"),
        ("Kaya", "kaya"),
        ("Demir", "demir"),
        ("Şahin", "sahin"),
        ("Çelik", "celik"),
        ("Aydın", "aydin"),
        ("Öztürk", "ozturk"),
        ("Arslan", "arslan"),
    ),
    words=(
        "kordon",
        "boyoz",
        "gevrek",
        "karsiyaka",
        "goztepe",
        "efes",
        "zeytin",
        "lale",
        "deniz",
        "gunes",
        "yildiz",
        "kahve",
        "simit",
        "bayram",
        "inci",
        "marti",
        "alsancak",
        "kemeralti",
    ),
    pets=("pamuk", "tarcin", "boncuk", "duman", "minnos", "karabas"),
    towns=("izmir", "manisa", "bornova", "cesme", "urla", "buca"),
    cc="+90",
)

FAM.reg(
    "insankaynak_turkish_whatsapp_sifre_kolayik",
    ("WhatsApp Sohbeti - <<fc2>>.txt", "<<org>>/sohbetler/whatsapp_<<fa2>>_<<date>>.txt"),
    """<<dmy>> <<hm>> - <<f2>> <<l2>>: Günaydın, müşterinin Kolay İK hesabına giremiyorum, izin taleplerini onaylamam lazım
<<dmy>> <<hm>> - <<f>> <<l>>: Danışman hesabı: <<login>>@<<dom>>
<<dmy>> <<hm2>> - <<f>> <<l>>: Şifre: <<cred>>
<<dmy>> <<hm2>> - <<f>> <<l>>: kimseyle paylaşma lütfen 🙏
<<dmy>> <<hm2>> - <<f2>> <<l2>>: Tamamdır, teşekkürler
""",
    "human",
    syntax="",
)

FAM.reg(
    "insankaynak_iyzico_egitim_odeme_csharp",
    (
        "<<org>>/Egitim.Web/Odeme/IyzicoAyarlari.cs",
        "src/<<org>>.Portal/Payments/IyzicoOptionsFactory.cs",
    ),
    """// Eğitim ve sertifika programı ödemeleri - iyzico
using Iyzipay;

namespace Egitim.Web.Odeme
{
    public static class IyzicoAyarlari
    {
        public static Options Olustur() => new Options
        {
            ApiKey = "<<apikey>>",
            SecretKey = "<<cred>>",
            BaseUrl = "https://api.iyzipay.com",
        };
    }
}
""",
    "p:iyzico",
    syntax="",
    extra=lambda rng, s: {"apikey": alnum(rng, 32)},
)

FAM.reg(
    "insankaynak_sgk_isveren_notlar_txt",
    ("<<org>>/musteriler/<<town>>_sgk.txt", "Masaüstü/sgk_notlar_<<date>>.txt"),
    """<<l2>> Tekstil - SGK İşveren Sistemi
işyeri sicil: 2 <<n4>> 01 01 <<n6>><<n2>> 035 <<n2>>
kullanıcı adı: <<n6>><<n4>>
sistem şifresi:
<<cred>>
işyeri şifresi ayrı, müşteride
""",
    "human",
    syntax="",
)

FAM.reg(
    "insankaynak_logo_tiger_bordro_app_config",
    (
        "<<org>>/BordroAktarim/BordroAktarim.exe.config",
        "ProgramData/<<org>>/LogoBordroSync/app.config",
    ),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="LogoBordro" connectionString="Data Source=<<ip>>\\LOGO;Initial Catalog=LOGODB_BORDRO;User ID=logo_ik;Password=<<cred>>;TrustServerCertificate=True" providerName="System.Data.SqlClient"/>
  </connectionStrings>
  <appSettings>
    <add key="FirmaNo" value="<<n3>>"/>
    <add key="AktarimKlasoru" value="\\\\<<host>>\\bordro"/>
  </appSettings>
</configuration>
""",
    "pw_xml",
    syntax="xml",
)

FAM.reg(
    "insankaynak_netgsm_sms_api_python",
    ("<<org>>/bildirim/netgsm_sms.py", "scripts/<<org>>_mulakat_sms.py"),
    '''"""Mülakat hatırlatma SMS'leri (NetGSM)."""

import requests

USERCODE = "850<<n4>><<n3>>"
PASSWORD = "<<cred>>"
HEADER = "EGEIK"


def gonder(tel: str, mesaj: str) -> str:
    r = requests.get(
        "https://api.netgsm.com.tr/sms/send/get",
        params={"usercode": USERCODE, "password": PASSWORD, "gsmno": tel, "message": mesaj, "msgheader": HEADER},
        timeout=15,
    )
    return r.text
''',
    "human_x",
)

FAM.reg(
    "insankaynak_turkish_email_sifre_bordro_zip",
    ("<<org>>/posta/<<date>>_bordro.eml", "Outlook/<<login>>/Gönderilmiş/<<n4>>.eml"),
    """From: <<fa>> <<la>> <<<email>>>
To: muhasebe@<<town>>-lojistik.com.tr
Subject: <<mo>>/<<y>> bordro icmali ve SGK bildirgeleri
Date: Tue, <<d>> Sep <<y>> 14:<<mi>>:18 +0300
Content-Type: text/plain; charset=UTF-8

Merhaba,

<<mo>>. ay bordro icmali, APHB ve banka talimat dosyası ekteki şifreli ZIP içindedir.

ZIP şifresi: <<cred>>

Sorunuz olursa <<phone>> numarasından ulaşabilirsiniz.

İyi çalışmalar,
<<f>> <<l>>
<<orgname>>
""",
    "human",
    syntax="",
)

FAM.reg(
    "insankaynak_kariyer_net_ilan_api_yaml",
    ("<<org>>/ilan-entegrasyon/config.yaml", "deploy/<<org>>-ats/kariyer.yml"),
    """# Kariyer.net ilan entegrasyonu
kariyer:
  base_url: "https://api.kariyer.net/v1"
  company_id: <<n6>>
  api_key: "<<cred>>"
  default_city: "İzmir"
ats:
  db: "postgresql://ats@<<ip>>/ats"
""",
    "p:kariyer",
)

FAM.reg(
    "insankaynak_smbclient_bash_history",
    ("<<org>>/home/<<login>>/.bash_history", "<<host>>/root/.bash_history"),
    """ls /mnt
smbclient -L //<<ip>> -N
smbclient //<<ip>>/ik_arsiv -U <<login>>%<<cred>> -c 'cd ozluk; ls'
smbclient //<<ip>>/ik_arsiv -U <<login>>%<<cred>> -c 'cd ozluk; mget *.pdf'
exit
""",
    "pw_bare",
    syntax="",
)
