"""Family: gutter-cleaning and roofline crews (pole cameras, quotes, vans, reviews, invoicing)."""

from twentyninth_spec import reg

F = "gutter_cleaning_roofline_crew"

reg(
    F,
    "gutter_pole_camera_android_shared_prefs_xml",
    (
        "data/data/com.polecam.viewer/shared_prefs/settings.xml",
        "<<org>>/phone-backup/polecam_prefs_<<n>>.xml",
    ),
    """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="camera_ssid">PoleCam-<<hx>></string>
    <string name="camera_wifi_pass"><<v>></string>
    <boolean name="record_on_connect" value="true" />
    <int name="resolution" value="2" />
</map>
""",
    "pw_xml",
)

reg(
    F,
    "gutter_quotes_typescript_graphql_bearer_jwt",
    ("quotes/src/api.ts", "<<org>>/crm/src/client.ts"),
    """import { GraphQLClient } from 'graphql-request';

export const crm = new GraphQLClient('https://api.<<dom>>/graphql', {
  headers: {
    Authorization: 'Bearer <<v>>',
    'X-API-VERSION': '<<year>>-01-20',
  },
});
""",
    "p:jwt",
    "",
)

reg(
    F,
    "gutter_crew_latvian_chat_parole",
    ("chats/brigade_<<year>>.txt", "<<org>>/telegram/komanda_<<n>>.txt"),
    """[<<day>>.<<mon>>.<<year>> <<hh>>:<<mm>>] <<first>>: kāda ir parole planšetei busā?
[<<day>>.<<mon>>.<<year>> <<hh>>:<<mm>>] Ilona: parole ir <<v>>
[<<day>>.<<mon>>.<<year>> <<hh>>:<<mm>>] <<first>>: paldies
""",
    "h",
)

reg(
    F,
    "gutter_van_fuel_card_portal_csv",
    ("office/fuel_cards.csv", "<<org>>/vans/fuelcard_logins_<<n>>.csv"),
    """van,reg,card_last4,portal_user,portal_password
Van 1,<<hx>>,<<nn>>,<<org>>.fleet,<<v>>
Van 2,<<hx>>,<<nn>>,<<org>>.fleet,(same)
""",
    "h_ini",
)

reg(
    F,
    "gutter_reviews_widget_dotenv_places_key",
    ("reviews-widget/.env", "<<org>>/website/.env.production"),
    """NEXT_PUBLIC_SITE=https://<<dom>>
GOOGLE_PLACES_API_KEY=<<v>>
PLACE_ID=ChIJ<<hx>>Qx
REVALIDATE_SECONDS=86400
""",
    "p:google",
    "",
)

reg(
    F,
    "gutter_invoicing_readme_docker_run_env",
    ("invoicing/README.md", "<<org>>/docs/invoice_server_<<n>>.md"),
    """# Invoice server (office NUC)

Restart after a power cut:

```
docker run -d --name invoices -p 8000:80 \\
  -e APP_URL=http://<<ip>>:8000 \\
  -e DB_HOST=<<ip>> -e DB_USERNAME=ninja -e DB_PASSWORD=<<v>> \\
  invoiceninja/invoiceninja:5
```

Backups go to the NAS every night.
""",
    "pw_bare",
    "",
)

reg(
    F,
    "gutter_roof_drone_csharp_register_app_key",
    ("RoofSurvey/MainPage.xaml.cs", "<<org>>/survey/DroneInit.cs"),
    """using DJI.WindowsSDK;

public sealed partial class MainPage
{
    public MainPage()
    {
        InitializeComponent();
        DJISDKManager.Instance.SDKRegistrationStateChanged += OnRegistered;
        DJISDKManager.Instance.RegisterApp("<<v>>");
    }
}
""",
    "hex:24",
    "",
)

reg(
    F,
    "gutter_owner_psreadline_history_net_use",
    (
        "AppData/Roaming/Microsoft/Windows/PowerShell/PSReadLine/ConsoleHost_history.txt",
        "<<org>>/office-pc/ps_history_<<n>>.txt",
    ),
    """Get-ChildItem \\\\<<ip>>\\jobs
net use J: \\\\<<ip>>\\jobs /user:crew <<v>> /persistent:yes
Copy-Item .\\before_after\\*.jpg J:\\<<year>>\\
ipconfig /all
""",
    "pw_bare",
    "",
)
